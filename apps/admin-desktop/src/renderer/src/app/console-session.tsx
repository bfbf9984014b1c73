import { parseSession, type Session, type SessionStore } from '@trailside/ui/auth/auth-provider';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ConsoleApi } from '../../../preload/console-api';

/**
 * packages/ui's AuthProvider keeps the session through this store, which hands it to the main process
 * (encrypted there, or kept in memory) instead of localStorage.
 */
export interface ConsoleSessionStore extends SessionStore {
  /** Signs out because the person asked to. */
  signOut(): void;
  /** Whether the last session was ended by the server rather than by the person. */
  ended(): boolean;
}

export function createConsoleSessionStore(api: Pick<ConsoleApi, 'saveSession'>, saved: string | null): ConsoleSessionStore {
  let session = parseSession(saved);
  let ended = false;
  const listeners = new Set<() => void>();

  const change = (next: Session | null, endedNow: boolean) => {
    session = next;
    ended = endedNow;
    // Should the main process refuse, the session still lasts until the console closes.
    api.saveSession(next && JSON.stringify(next)).catch(() => undefined);
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => session,
    set(next) {
      if (next === null && session === null) return;
      // In the console only packages/ui's ApiProvider drops the session through AuthProvider: when the
      // server answered a request that carried our token with a 401 saying it expired or was revoked.
      change(next, next === null);
    },
    signOut: () => change(null, false),
    ended: () => ended,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ConsoleSessionContext = createContext<ConsoleSessionStore | null>(null);

export function ConsoleSessionProvider({ store, children }: { store: ConsoleSessionStore; children: ReactNode }) {
  return <ConsoleSessionContext.Provider value={store}>{children}</ConsoleSessionContext.Provider>;
}

function useConsoleSessionStore(): ConsoleSessionStore {
  const store = useContext(ConsoleSessionContext);
  if (!store) throw new Error('useConsoleSession must be used inside <ConsoleSessionProvider>');
  return store;
}

/** Sign-out for the person's own choice, and whether the server ended the last session. */
export function useConsoleSession() {
  const store = useConsoleSessionStore();
  const ended = useSyncExternalStore(store.subscribe, store.ended);
  return { ended, signOut: store.signOut };
}
