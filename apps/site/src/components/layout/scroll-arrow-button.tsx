import { scrollDirectionOf, type ScrollDirection } from '@trailside/domain/layout/scroll';
import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, throttle } from '../../lib/throttle';
import './scroll-arrow-button.css';

const directionNow = (): ScrollDirection =>
  scrollDirectionOf(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);

/**
 * Spec section 2: a round arrow in the corner. Near the top it points down and moves one screen per
 * click; past 1.5 screens (or at the bottom) it points up and takes the reader back to the top.
 */
export function ScrollArrowButton() {
  const [direction, setDirection] = useState<ScrollDirection>('down');
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const update = throttle(() => {
      setDirection(directionNow());
      setScrollable(document.documentElement.scrollHeight > window.innerHeight + 1);
    }, SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    // Pages grow as their data arrives; look again when the page's size changes.
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => {
      update.cancel();
      observer.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!scrollable) return null;

  const up = direction === 'up';
  return (
    <button
      type="button"
      className={`scroll-arrow${up ? ' scroll-arrow--up' : ''}`}
      aria-label={up ? 'Back to the top of the page' : 'Scroll down one screen'}
      onClick={() => (up ? window.scrollTo({ top: 0 }) : window.scrollBy({ top: window.innerHeight }))}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5v14M6 13l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
