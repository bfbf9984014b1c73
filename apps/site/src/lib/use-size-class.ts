import { sizeClassOf, type SizeClass } from '@trailside/domain/layout/size-class';
import { useSyncExternalStore } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

function subscribe(onChange: () => void) {
  const update = throttle(onChange, SCROLL_THROTTLE_MS);
  window.addEventListener('resize', update, { passive: true });
  return () => {
    update.cancel();
    window.removeEventListener('resize', update);
  };
}

/**
 * The window's size class (spec section 2: phone < 550, tablet < 769, tablet-pro < 1201, else desktop),
 * followed through a resize handler throttled at 250 ms. A server render assumes a desktop.
 */
export function useSizeClass(): SizeClass {
  return useSyncExternalStore(
    subscribe,
    () => sizeClassOf(window.innerWidth),
    () => 'desktop',
  );
}
