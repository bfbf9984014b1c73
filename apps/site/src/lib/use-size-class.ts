import { sizeClassOf, type SizeClass } from '@trailside/domain/layout/size-class';
import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

/** The window's size class (spec section 2: phone < 550, tablet < 769, tablet-pro < 1201, else desktop). */
export function useSizeClass(): SizeClass {
  const [sizeClass, setSizeClass] = useState<SizeClass>(() => sizeClassOf(window.innerWidth));
  useEffect(() => {
    const update = throttle(() => setSizeClass(sizeClassOf(window.innerWidth)), SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('resize', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('resize', update);
    };
  }, []);
  return sizeClass;
}
