/** Waits until `condition` holds, looking every 50 ms; fails after `seconds` (10) with what it waited for. */
export async function until(what: string, condition: () => Promise<boolean> | boolean, seconds = 10): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what} after ${seconds} seconds`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `find` finds something, and returns it. */
export async function eventually<T>(what: string, find: () => Promise<T | undefined> | T | undefined, seconds = 10): Promise<T> {
  let found: T | undefined;
  await until(what, async () => (found = await find()) !== undefined, seconds);
  return found!;
}
