import { z } from 'zod';
import { wholeNumberQuery } from './list-query';

/** The longest id a cursor may name: every id is a UUID (36 characters), so anything longer is not one. */
const MAX_CURSOR_LENGTH = 100;

/**
 * The query fields of a list read a page at a time by its last item (testimonials, the comments of a thread):
 * `limit` items (`fallback` when none is asked for, never more than `max`), and with `after`, the id of the last
 * item the reader has, the items that follow it. A page costs the same at the end of a long list as at its start,
 * and what is added meanwhile neither repeats an item nor skips one, as counting from the start would.
 */
export const cursorPageQuery = ({ fallback, max, limitMessage, afterMessage }: { fallback: number; max: number; limitMessage: string; afterMessage: string }) => ({
  limit: wholeNumberQuery(limitMessage, 1, max).default(fallback),
  after: z.string({ error: afterMessage }).trim().min(1, { error: afterMessage }).max(MAX_CURSOR_LENGTH, { error: afterMessage }).optional(),
});

/**
 * A page that came back full may have more behind it; a short one was the last. (The lists keep the spec's
 * envelopes, which carry no count: at worst a reader asks once more and gets nothing.)
 */
export function mayHaveMore(pageLength: number, limit: number): boolean {
  return pageLength >= limit;
}

/** The cursor for the page after `page` (its last item's id), or null when `page` was the last. */
export function nextCursorOf(page: readonly { id: string }[], limit: number): string | null {
  return mayHaveMore(page.length, limit) ? (page.at(-1)?.id ?? null) : null;
}
