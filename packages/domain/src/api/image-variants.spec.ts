import { imageVariantOf, imageVariantPaths, srcSetCandidates, srcSetOf } from './image-variants';

describe('image variants', () => {
  it.each([
    ['gallery/a.webp', 480, 'webp', 'gallery/a-480.webp'],
    ['gallery/a.webp', 960, 'jpg', 'gallery/a-960.jpg'],
    ['gallery/a.webp', null, 'jpg', 'gallery/a.jpg'],
    ['/uploads/x/b.c.webp', 480, 'jpg', '/uploads/x/b.c-480.jpg'],
  ] as const)('should name the variant of %p at %p in %p as %p', (main, width, format, expected) => {
    expect(imageVariantOf(main, width, format)).toBe(expected);
  });

  it('should list every file of a stored picture, main one first', () => {
    expect(imageVariantPaths('users/abc.webp')).toEqual([
      'users/abc.webp',
      'users/abc.jpg',
      'users/abc-480.webp',
      'users/abc-480.jpg',
      'users/abc-960.webp',
      'users/abc-960.jpg',
    ]);
  });

  it('should treat a path of another shape as a single file', () => {
    expect(imageVariantPaths('old/picture.png')).toEqual(['old/picture.png']);
  });

  it('should give srcset candidates smallest first', () => {
    expect(srcSetCandidates('/uploads/gallery/g.webp')).toEqual([
      { url: '/uploads/gallery/g-480.webp', width: 480 },
      { url: '/uploads/gallery/g-960.webp', width: 960 },
      { url: '/uploads/gallery/g.webp', width: 1600 },
    ]);
    expect(srcSetOf('/uploads/gallery/g.webp', 'jpg')).toBe(
      '/uploads/gallery/g-480.jpg 480w, /uploads/gallery/g-960.jpg 960w, /uploads/gallery/g.jpg 1600w',
    );
  });

  it.each([null, undefined, '', '/uploads/legacy.png', 'data:image/png;base64,xx'])('should give no srcset for %p', (url) => {
    expect(srcSetCandidates(url)).toEqual([]);
    expect(srcSetOf(url)).toBeUndefined();
  });
});
