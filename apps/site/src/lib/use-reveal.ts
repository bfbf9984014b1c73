import { isRevealed } from '@trailside/domain/layout/scroll';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * True once the element's top has come within 1/1.25 of the window height (spec section 9), and
 * from the start for people who ask for reduced motion. Checked before the first paint, so content
 * already in view never flickers.
 */
export function useReveal(ref: RefObject<HTMLElement | null>): boolean {
  const [revealed, setRevealed] = useState(false);
  useLayoutEffect(() => {
    if (revealed) return;
    const check = () => {
      const element = ref.current;
      if (!element) return;
      if (prefersReducedMotion() || isRevealed(element.getBoundingClientRect().top, window.innerHeight)) setRevealed(true);
    };
    check();
    const update = throttle(check, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, revealed]);
  return revealed;
}
