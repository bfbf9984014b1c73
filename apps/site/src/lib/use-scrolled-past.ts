import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

/** True once the window has scrolled at least `offset` pixels down. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = throttle(() => setPast(window.scrollY >= offset), SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, [offset]);
  return past;
}
