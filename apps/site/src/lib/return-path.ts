/** Where a sign-in sends someone back to: a page of this site they came from (navigation state `from`), else home. */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
