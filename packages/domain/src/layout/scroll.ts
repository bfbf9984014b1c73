/** Spec section 9: an element animates in once its top is within 1/1.25 of the window height. */
export const REVEAL_RATIO = 1 / 1.25;

/** Spec section 9: past 1.5 viewport heights the scroll button turns into an up arrow. */
export const SCROLL_UP_AFTER_VIEWPORTS = 1.5;

export function isRevealed(elementTop: number, windowHeight: number): boolean {
  return elementTop <= windowHeight * REVEAL_RATIO;
}

export type ScrollDirection = 'up' | 'down';

/** Which way the scroll button points: down near the top, up once the reader is far enough in or at the bottom. */
export function scrollDirectionOf(scrollY: number, viewportHeight: number, documentHeight: number): ScrollDirection {
  const atBottom = scrollY + viewportHeight >= documentHeight - 1;
  return atBottom || scrollY > viewportHeight * SCROLL_UP_AFTER_VIEWPORTS ? 'up' : 'down';
}
