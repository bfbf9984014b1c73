/** The audit list shows this many entries a page unless asked for fewer or more, and never more than the maximum. */
export const DEFAULT_AUDIT_LIMIT = 50;
export const MAX_AUDIT_LIMIT = 200;

/** A summary is kept short: longer text (a whole blog post) is cut here, with an ellipsis. */
export const MAX_AUDIT_SUMMARY_LENGTH = 300;

export function shortSummary(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= MAX_AUDIT_SUMMARY_LENGTH ? plain : `${plain.slice(0, MAX_AUDIT_SUMMARY_LENGTH - 1)}…`;
}
