/**
 * Every page of a list read a page at a time by its last item, from the start, as a reader scrolling on would:
 * `read(after)` answers one page (after: the last id so far, undefined for the first). A list that has not ended
 * after `maxPages` is a failure, not a test that hangs.
 */
export async function everyPage<T extends { id: string }>(limit: number, read: (after: string | undefined) => Promise<T[]>, maxPages = 50): Promise<T[][]> {
  const pages: T[][] = [];
  let after: string | undefined;
  while (pages.length < maxPages) {
    const page = await read(after);
    pages.push(page);
    if (page.length < limit) return pages;
    after = page.at(-1)!.id;
  }
  throw new Error(`Still more after ${maxPages} pages of ${limit}`);
}
