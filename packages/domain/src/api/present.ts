/**
 * Spec section 8: an answer without the entity it should carry is an error with the spec's text
 * ("Teacher response is undefined", ...), not a silent success.
 */
export function presentOrThrow<T>(value: T | null | undefined, missingMessage: string): T {
  if (value === null || value === undefined) throw new Error(missingMessage);
  return value;
}
