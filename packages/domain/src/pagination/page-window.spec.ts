import { clampPage, pageCountOf, pageWindow } from './page-window';

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
