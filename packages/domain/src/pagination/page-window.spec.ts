import { clampPage, itemsOfPage, needsMoreItems, pageCountOf, pageNumberOf, pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [2, 4, [1, 2, 3, 4]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [99, 6, [1, 'gap', 5, 6]],
  ])('should show page %p of %p as %p', (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 3, 1],
    [-4, 3, 1],
    [2, 3, 2],
    [7, 3, 3],
    [Number.NaN, 3, 1],
    [1, 0, 1],
  ])('should keep page %p of %p at %p', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 8, 1],
    [8, 8, 1],
    [9, 8, 2],
    [17, 8, 3],
  ])('should need for %p items of %p per page %p pages', (items, size, expected) => {
    expect(pageCountOf(items, size)).toBe(expected);
  });
});

describe('pageNumberOf', () => {
  it.each([
    [0, 1],
    [-4, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [5, 5],
  ])('should read page %p as %p', (page, expected) => {
    expect(pageNumberOf(page)).toBe(expected);
  });
});

describe('needsMoreItems', () => {
  it.each([
    ['page 1 of 3 with 9 loaded', 1, 9, 3, true, false],
    ['page 4 of 3 with 9 loaded and more on the server', 4, 9, 3, true, true],
    ['page 4 of 3 with 9 loaded and nothing more', 4, 9, 3, false, false],
    ['page 1 with nothing loaded yet', 1, 0, 8, true, true],
    ['page 2 of 8 with 16 loaded', 2, 16, 8, true, false],
    ['page 2 of 8 with 12 loaded', 2, 12, 8, true, true],
    ['page 0 is page 1', 0, 3, 3, true, false],
  ])('%s: fetch more %p', (_case, page, loaded, size, hasMore, expected) => {
    expect(needsMoreItems(page, loaded, size, hasMore)).toBe(expected);
  });
});

describe('itemsOfPage', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [3, 3, [7]],
    [4, 3, []],
    [-1, 3, [1, 2, 3]],
    [2, 8, []],
  ])('should show page %p of %p per page', (page, size, expected) => {
    expect(itemsOfPage([1, 2, 3, 4, 5, 6, 7], page, size)).toEqual(expected);
  });
});
