import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Below `below` px of window width, show `slidesPerView` slides at once. */
export interface CarouselBreakpoint {
  below: number;
  slidesPerView: number;
}

/** The count for a width: the narrowest breakpoint the width is under wins, else the base count. */
export function slidesPerViewAt(width: number, base: number, breakpoints: readonly CarouselBreakpoint[] = []): number {
  const matching = breakpoints.filter((point) => width < point.below).sort((a, b) => a.below - b.below);
  return matching[0]?.slidesPerView ?? base;
}

/**
 * Follows the window width through media queries: they fire only when a breakpoint is crossed, so
 * nothing runs while the window is being dragged.
 */
export function useSlidesPerView(base: number, breakpoints: readonly CarouselBreakpoint[] = []): number {
  // Callers write their breakpoints inline; an equal list must not resubscribe on every render.
  const key = JSON.stringify(breakpoints);
  const points = useMemo(() => JSON.parse(key) as CarouselBreakpoint[], [key]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const queries = points.map((point) => window.matchMedia(`(width < ${point.below}px)`));
      queries.forEach((query) => query.addEventListener('change', onChange));
      return () => queries.forEach((query) => query.removeEventListener('change', onChange));
    },
    [points],
  );
  return useSyncExternalStore(
    subscribe,
    () => slidesPerViewAt(window.innerWidth, base, points),
    () => base,
  );
}
