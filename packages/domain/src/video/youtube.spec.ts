import { isYoutubeId, youtubeEmbedUrl, youtubeIdOf } from './youtube';

describe('isYoutubeId', () => {
  it.each([
    ['dQw4w9WgXcQ', true],
    ['a-b_c1234XY', true],
    ['dQw4w9WgXc', false],
    ['dQw4w9WgXcQQ', false],
    ['dQw4w9WgXc!', false],
    ['', false],
  ])('%p is an id: %p', (value, expected) => {
    expect(isYoutubeId(value)).toBe(expected);
  });
});

describe('youtubeIdOf', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['http://youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the id in %p', (input, expected) => {
    expect(youtubeIdOf(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['dQw4w9WgXc'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['https://vimeo.com/dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)'],
    ['https://www.youtube.com/channel/UCabcdefghijk'],
    ['not a url at all'],
  ])('finds no id in %p', (input) => {
    expect(youtubeIdOf(input)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host and plays once opened', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { autoplay: false })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
  });

  it('refuses anything that is not an id, so no other address reaches the iframe', () => {
    expect(() => youtubeEmbedUrl('../evil')).toThrow();
  });
});
