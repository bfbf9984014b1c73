import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The signed-in user as the spec keeps it: authUser, user and the bearer token, "stored locally". */
export type Session = AuthResponse;

interface AuthContextValue {
  session: Session | null;
  signIn: (session: Session) => void;
  signOut: () => void;
  /** The current token, read at call time so an API client created once always sends the latest. */
  getToken: () => string | null;
}

const STORAGE_KEY = 'trailside.session';

const AuthContext = createContext<AuthContextValue | null>(null);

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, authUser, user } = value as Partial<Session>;
  return (
    typeof token === 'string' &&
    typeof authUser === 'object' &&
    authUser !== null &&
    typeof authUser.accessLevel === 'number' &&
    typeof user === 'object' &&
    user !== null
  );
}

/** A session read back from storage, or null when it is missing or not a session. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The session lives in localStorage so it survives reloads and other tabs see sign-in and sign-out.
 * `raw` stays authoritative in this tab even when storage is unavailable (private mode, full quota).
 */
const sessionStore = (() => {
  let raw = typeof window === 'undefined' ? null : readStorage();
  let session = parseSession(raw);
  const listeners = new Set<() => void>();

  const set = (next: string | null) => {
    raw = next;
    session = parseSession(next);
    try {
      if (next === null) window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused: the session still lasts until the page is closed.
    }
    listeners.forEach((listener) => listener());
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    raw = readStorage();
    session = parseSession(raw);
    listeners.forEach((listener) => listener());
  };

  return {
    get: () => session,
    set,
    subscribe(listener: () => void) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
})();

/** Where AuthProvider keeps the session; the staff console keeps it in its main process instead. */
export interface SessionStore {
  get(): Session | null;
  set(session: Session | null): void;
  subscribe(listener: () => void): () => void;
}

/** The browser's session, in localStorage: the site reads it outside React too (its API client and loaders). */
export const localSessionStore: SessionStore = {
  get: sessionStore.get,
  set: (next) => sessionStore.set(next && JSON.stringify(next)),
  subscribe: sessionStore.subscribe,
};

interface AuthProviderProps {
  children: ReactNode;
  /** Where the session is kept: localStorage unless given. */
  store?: SessionStore;
  /** Whether React is hydrating a page the server drew: the server draws every page as a visitor sees it. */
  hydrating?: boolean;
}

/**
 * While React hydrates a page the server drew, the session it hands out is a visitor's, so every part hydrates to
 * exactly the server's markup; then the signed-in view follows in a transition. React hydrates each part still as
 * the server drew it (each Suspense boundary) before a transition reaches it, with the visitor's view. A blocking
 * update there, such as useSyncExternalStore's own switch from a server snapshot, cannot wait for that: React
 * drew the part afresh and reported a hydration mismatch (#418) on every signed-in page load.
 */
function useShownAfterHydration(hydrating: boolean): boolean {
  const [shown, setShown] = useState(!hydrating);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}

export function AuthProvider({ children, store = localSessionStore, hydrating = false }: AuthProviderProps) {
  const stored = useSyncExternalStore(store.subscribe, store.get, store.get);
  const session = useShownAfterHydration(hydrating) ? stored : null;
  const signIn = useCallback((next: Session) => store.set(next), [store]);
  const signOut = useCallback(() => store.set(null), [store]);
  const getToken = useCallback(() => store.get()?.token ?? null, [store]);
  const value = useMemo(() => ({ session, signIn, signOut, getToken }), [session, signIn, signOut, getToken]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
