/**
 * Markers a post's text may carry (spec section 2, blog details). Each sits on a line of its own:
 *
 *   Our third graders spent a month ...
 *   [quote]
 *   "I didn't know a seed could push a rock." - Lucia, grade 3
 *   [end]
 *
 * Text after QUOTE_MARKER shows as a quote block; END_MARKER closes the post and, with everything after
 * it, never appears in a preview or on the page.
 */
export const QUOTE_MARKER = '[quote]';
export const END_MARKER = '[end]';

/** Spec section 9: card title 20, card text 77, blog-grid preview 80 characters, each plus an ellipsis. */
export const PREVIEW_LIMITS = { cardTitle: 20, cardText: 77, gridText: 80 } as const;
export const ELLIPSIS = '...';

export interface PostParts {
  /** The text before the quote marker. */
  body: string;
  /** The text after the quote marker, or null when there is none. */
  quote: string | null;
}

/** Drops the trailing end marker and whatever follows it. */
export function stripEndMarker(text: string): string {
  const end = text.lastIndexOf(END_MARKER);
  return (end === -1 ? text : text.slice(0, end)).trimEnd();
}

/** Splits a post into its body and the quote block after the first quote marker. */
export function splitQuote(text: string): PostParts {
  const clean = stripEndMarker(text);
  const at = clean.indexOf(QUOTE_MARKER);
  if (at === -1) return { body: clean.trim(), quote: null };
  const quote = clean.slice(at + QUOTE_MARKER.length).trim();
  return { body: clean.slice(0, at).trim(), quote: quote || null };
}

/** Text cut to `limit` characters plus an ellipsis when longer; markers gone, whitespace collapsed. */
export function cutText(text: string, limit: number): string {
  const { body, quote } = splitQuote(text);
  const plain = [body, quote].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  return plain.length > limit ? `${plain.slice(0, limit).trimEnd()}${ELLIPSIS}` : plain;
}
