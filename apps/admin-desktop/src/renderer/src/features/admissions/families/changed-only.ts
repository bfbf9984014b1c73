/** An empty box and a field never given are the same: nothing. */
const blankAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * The fields of a form that differ from the record it edits: only those are sent, so the audit trail names what
 * changed, and a form saved unchanged is told so by the schema ("Please change at least one field").
 */
export function changedOnly<T extends object>(typed: Partial<Record<keyof T, unknown>>, record: T): Partial<Record<keyof T, unknown>> {
  return Object.fromEntries(Object.entries(typed).filter(([name, value]) => blankAsNull(value) !== blankAsNull(record[name as keyof T]))) as Partial<Record<keyof T, unknown>>;
}
