import { GALLERY_FETCH_LIMIT, needsMoreFor, pageItems } from './gallery.rules';

describe('gallery paging', () => {
  it('should fetch two pages of eight at a time', () => {
    expect(GALLERY_FETCH_LIMIT).toBe(16);
  });

  it.each([
    [1, 0, true],
    [1, 8, false],
    [2, 16, false],
    [3, 16, true],
    [2, 12, true],
    [0, 8, false],
    [-3, 0, true],
  ])('on page %p with %p loaded, needs more: %p', (page, loaded, expected) => {
    expect(needsMoreFor(page, loaded)).toBe(expected);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8]],
    [2, [9, 10]],
    [3, []],
    [0, [1, 2, 3, 4, 5, 6, 7, 8]],
  ])('should show page %p', (page, expected) => {
    expect(pageItems(Array.from({ length: 10 }, (_, i) => i + 1), page)).toEqual(expected);
  });
});
