import { isRevealed, REVEAL_RATIO } from '@trailside/domain/layout/scroll';
import { useEffect, useState, type RefObject } from 'react';

/** 'waiting' hides the element until it scrolls into view; before the browser has looked it stays visible. */
export type RevealState = 'unchecked' | 'waiting' | 'revealed';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The window shrunk at the bottom to where an element's top counts as in view (spec section 9: 1/1.25 of its height). */
const REVEAL_LINE = `0px 0px -${Math.round((1 - REVEAL_RATIO) * 100)}% 0px`;

/**
 * Spec section 9: an element animates in once its top comes within 1/1.25 of the window height. An
 * IntersectionObserver tells when, from the positions the browser works out as it draws anyway: reading them
 * from script as the page hydrated made the browser lay the whole page out again for every section. Content is
 * only ever hidden by this, so a page rendered without it (no script, or on a server) shows everything, and an
 * element already in view when the observer first reports is simply shown. People who ask for reduced motion
 * see everything at once.
 */
export function useReveal(ref: RefObject<HTMLElement | null>): RevealState {
  const [state, setState] = useState<RevealState>('unchecked');
  useEffect(() => {
    const element = ref.current;
    if (!element || state === 'revealed') return;
    if (prefersReducedMotion()) return setState('revealed');
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Also true of an element scrolled past (above the window), which the line no longer crosses.
        setState(isRevealed(entry.boundingClientRect.top, window.innerHeight) ? 'revealed' : 'waiting');
      },
      { rootMargin: REVEAL_LINE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, state]);
  return state;
}
