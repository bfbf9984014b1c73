import { isRevealed, scrollDirectionOf } from './scroll';
import { sizeClassOf } from './size-class';

describe('sizeClassOf', () => {
  it.each([
    [320, 'phone'],
    [375, 'phone'],
    [549, 'phone'],
    [550, 'tablet'],
    [768, 'tablet'],
    [769, 'tablet-pro'],
    [1200, 'tablet-pro'],
    [1201, 'desktop'],
    [1920, 'desktop'],
  ])('a %p px window is %p', (width, expected) => {
    expect(sizeClassOf(width)).toBe(expected);
  });
});

describe('isRevealed', () => {
  it.each([
    [0, 1000, true],
    [799, 1000, true],
    [800, 1000, true],
    [801, 1000, false],
    [-300, 1000, true],
    [2000, 1000, false],
  ])('an element at %p in a %p px window is revealed: %p', (top, height, expected) => {
    expect(isRevealed(top, height)).toBe(expected);
  });
});

describe('scrollDirectionOf', () => {
  it.each([
    [0, 800, 5000, 'down'],
    [1200, 800, 5000, 'down'],
    [1201, 800, 5000, 'up'],
    [4200, 800, 5000, 'up'],
    [200, 800, 1000, 'up'],
    [0, 800, 800, 'up'],
  ])('at %p px with a %p px window over a %p px page it points %p', (scrollY, viewport, page, expected) => {
    expect(scrollDirectionOf(scrollY, viewport, page)).toBe(expected);
  });
});
