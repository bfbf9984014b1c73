import { type FilterQuery, raw } from '@mikro-orm/core';

/**
 * Rows with `q` inside any of these columns, ignoring case; every row when there is no `q`.
 * A % or _ in the search is looked for as itself; the explicit ESCAPE works on SQLite and PostgreSQL alike.
 */
export function containsText<T>(columns: readonly string[], q: string | undefined): FilterQuery<T> {
  if (!q) return {} as FilterQuery<T>;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return { $or: columns.map((column) => ({ [raw(`lower("${column}") like ? escape '\\'`, [pattern])]: [] })) } as FilterQuery<T>;
}
