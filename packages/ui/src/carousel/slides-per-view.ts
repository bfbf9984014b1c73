import { slidesPerViewWhere, type CarouselLayout } from '@trailside/domain/layout/carousel-layout';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Follows the window width through media queries: they fire only when a breakpoint is crossed, so
 * nothing runs while the window is being dragged.
 */
export function useSlidesPerView(layout: CarouselLayout): number {
  // Callers may write their layout inline; an equal one must not resubscribe on every render.
  const key = JSON.stringify(layout);
  const stable = useMemo(() => JSON.parse(key) as CarouselLayout, [key]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const queries = stable.breakpoints.map((point) => window.matchMedia(`(width < ${point.below}px)`));
      queries.forEach((query) => query.addEventListener('change', onChange));
      return () => queries.forEach((query) => query.removeEventListener('change', onChange));
    },
    [stable],
  );
  return useSyncExternalStore(
    subscribe,
    () => slidesPerViewWhere((below) => window.matchMedia(`(width < ${below}px)`).matches, stable),
    () => stable.slidesPerView,
  );
}
