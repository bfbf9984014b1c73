/**
 * Names people type for themselves: kept as the same letters whichever way the keyboard composed them (NFC),
 * without the characters that make a name look like another one. Right-to-left overrides and isolates turn
 * "Ms Ada" around on screen; control characters have no business in a name; a lone surrogate is half a
 * character. Joiners stay allowed inside a name (Persian needs U+200C, emoji U+200D), but a name made only of
 * invisible characters is no name.
 */
const UNSAFE = /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0]/gu;

export const normalizedName = (name: string): string => name.normalize('NFC').trim();

/** Whether `name` holds a character no name should (see above). */
// U+0000 is left to the API's own check, whose message names it (API_MESSAGES.nullCharacter).
export const hasUnsafeNameCharacters = (name: string): boolean => UNSAFE.test(name.replaceAll('\u0000', ''));

/** Whether `name` shows nothing at all: only spaces and zero-width characters. */
export const isInvisibleName = (name: string): boolean => name.replace(INVISIBLE, '').length === 0;

/** Two display names that a reader could not tell apart: the same letters, whatever the case and spacing. */
export const nameKey = (name: string): string => normalizedName(name).replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
