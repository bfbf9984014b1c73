import { cutText, ELLIPSIS, PREVIEW_LIMITS, splitQuote, stripEndMarker } from './text-preview';

describe('cutText', () => {
  const long = 'Our garden beds finally have their first sprouts';
  it.each([
    ['a short title stays whole', 'Spring Concert', PREVIEW_LIMITS.cardTitle, 'Spring Concert'],
    ['exactly 20 characters stays whole', '12345678901234567890', 20, '12345678901234567890'],
    ['a long title is cut to 20 plus ellipsis', long, PREVIEW_LIMITS.cardTitle, `Our garden beds fina${ELLIPSIS}`],
    ['a trailing space before the cut is dropped', 'Our garden beds fin ally', 20, `Our garden beds fin${ELLIPSIS}`],
    ['the end marker never shows', 'Short post.\n[end]', 80, 'Short post.'],
    ['the quote marker line is removed', 'Body.\n[quote]\nA quote.\n[end]', 80, 'Body. A quote.'],
    ['line breaks collapse to spaces', 'One\n\ntwo', 80, 'One two'],
    ['empty text stays empty', '', 80, ''],
  ])('%s', (_case, text, limit, expected) => {
    expect(cutText(text, limit)).toBe(expected);
  });

  it('should cut card text at 77 and grid previews at 80 characters', () => {
    const text = 'x'.repeat(100);
    expect(cutText(text, PREVIEW_LIMITS.cardText)).toBe(`${'x'.repeat(77)}...`);
    expect(cutText(text, PREVIEW_LIMITS.gridText)).toBe(`${'x'.repeat(80)}...`);
  });
});

describe('splitQuote', () => {
  it.each([
    ['no marker', 'Just text.', { body: 'Just text.', quote: null }],
    ['a quote after the marker', 'Body\n[quote]\n"Seeds push rocks."', { body: 'Body', quote: '"Seeds push rocks."' }],
    ['a quote closed by the end marker', 'Body\n[quote]\nQuote\n[end]\nnotes', { body: 'Body', quote: 'Quote' }],
    ['an empty quote is no quote', 'Body\n[quote]\n', { body: 'Body', quote: null }],
  ])('%s', (_case, text, expected) => {
    expect(splitQuote(text)).toEqual(expected);
  });
});

describe('stripEndMarker', () => {
  it('should drop the last end marker and what follows it', () => {
    expect(stripEndMarker('Text [end] more [end] tail')).toBe('Text [end] more');
  });
});
