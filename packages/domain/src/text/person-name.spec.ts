import { hasUnsafeNameCharacters, isInvisibleName, nameKey, normalizedName } from './person-name';

describe('person names', () => {
  it.each([
    ['a plain name', 'Rosa', false],
    ['a name with an accent', 'Zoë', false],
    ['a Persian name with a zero-width non-joiner', 'می\u200Cخواهم', false],
    ['a right-to-left override', 'Ada\u202E', true],
    ['a left-to-right isolate', '\u2066Ada', true],
    ['a control character', 'Ada\u0007', true],
    ['a new line', 'Ada\nOffice', true],
    ['a lone surrogate', 'Ada\uD800', true],
  ])('should find unsafe characters in %s: %s', (_what, name, expected) => {
    expect(hasUnsafeNameCharacters(name)).toBe(expected);
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B', true],
    ['a Hangul filler', '\u3164', true],
    ['spaces and a joiner', ' \u200D ', true],
    ['a name', 'Ada', false],
  ])('should tell a name made of %s is invisible: %s', (_what, name, expected) => {
    expect(isInvisibleName(name)).toBe(expected);
  });

  it('should compose names the same way, and compare them as a reader would', () => {
    expect(normalizedName('Zoe\u0308')).toBe('Zoë');
    expect(nameKey('  ada\u00A0 OFFICE ')).toBe(nameKey('Ada Office'));
    expect(nameKey('Ada\u200BOffice')).toBe(nameKey('Ada Office'));
    expect(nameKey('Ada Office')).not.toBe(nameKey('Ada Offices'));
  });
});
