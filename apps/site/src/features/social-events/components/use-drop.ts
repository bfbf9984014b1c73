import { useCallback, useState } from 'react';

/** A pinned flyer's life: pinned, then dropping (its animation plays), then gone. */
export function useDrop() {
  const [state, setState] = useState<'pinned' | 'dropping' | 'dropped'>('pinned');
  const drop = useCallback(() => {
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    setState(reducedMotion ? 'dropped' : 'dropping');
  }, []);
  const onAnimationEnd = useCallback(() => setState((current) => (current === 'dropping' ? 'dropped' : current)), []);
  return { state, drop, onAnimationEnd };
}
