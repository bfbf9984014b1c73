import { sizeClassOf } from '@trailside/domain/layout/size-class';
import { useEffect, useEffectEvent } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

/**
 * Calls `onChange` whenever the window moves into another size class (spec section 2: phone < 550, tablet < 769,
 * tablet-pro < 1201, else desktop), followed through a resize handler throttled at 250 ms. A listener, not state:
 * nothing is drawn from the size class (the stylesheet lays out each width), so a page hydrated on a phone from
 * HTML drawn without knowing the width has nothing to draw again.
 */
export function useSizeClassChange(onChange: () => void): void {
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    let current = sizeClassOf(window.innerWidth);
    const update = throttle(() => {
      const next = sizeClassOf(window.innerWidth);
      if (next === current) return;
      current = next;
      changed();
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('resize', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
    };
  }, []);
}
