import { isRevealed } from '@trailside/domain/layout/scroll';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

/** 'waiting' hides the element until it scrolls into view; before the browser runs the check it stays visible. */
export type RevealState = 'unchecked' | 'waiting' | 'revealed';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Spec section 9: an element animates in once its top comes within 1/1.25 of the window height.
 * Checked before the first paint, so content already in view never flickers; content is only ever
 * hidden by this check, so a page rendered without it (no script, or on a server) shows everything.
 * People who ask for reduced motion see everything at once.
 */
export function useReveal(ref: RefObject<HTMLElement | null>): RevealState {
  const [state, setState] = useState<RevealState>('unchecked');
  useLayoutEffect(() => {
    if (state === 'revealed') return;
    const check = () => {
      const element = ref.current;
      if (!element) return;
      const inView = prefersReducedMotion() || isRevealed(element.getBoundingClientRect().top, window.innerHeight);
      setState(inView ? 'revealed' : 'waiting');
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
  }, [ref, state]);
  return state;
}
