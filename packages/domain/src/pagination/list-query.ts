import { z } from 'zod';

/**
 * The parts of a list's query string that page and search it. Query values arrive as text: numbers are
 * read as numbers, and a blank search is no search.
 */
export const wholeNumberQuery = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const LIST_QUERY_MESSAGES = {
  offset: 'The offset must be a whole number, 0 or more',
} as const;

/** Where a page of a list starts, counted in items from the first: 0 when not given. */
export const offsetQuery = wholeNumberQuery(LIST_QUERY_MESSAGES.offset, 0, Number.MAX_SAFE_INTEGER).default(0);

export const searchTextQuery = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((text) => text || undefined);

/** A query object as ky's searchParams: what is undefined or blank is left out. */
export function searchParamsOf(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}
