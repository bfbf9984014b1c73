import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while a server-drawn page hydrates, true from the render after: for what the
 * browser adds to a page once it owns it (a widget that builds its own markup, pictures nobody sees yet).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
