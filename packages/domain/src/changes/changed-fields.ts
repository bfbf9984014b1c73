/** Equal by content: the same primitive, or objects and arrays whose entries are equal ({seconds} timestamps, skills). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => key in right && sameValue(left[key], right[key]));
}

/**
 * What an edit changes: the fields of `edited` whose values differ from `original`, so a save sends
 * only those with the id (spec section 5: "saving sends the changed field with id"). A field left
 * undefined in `edited` is not part of the edit.
 */
export function changedFields<T extends object>(original: T, edited: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    const value = edited[key];
    if (value !== undefined && !sameValue(original[key], value)) changes[key] = value;
  }
  return changes;
}
