import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { isServerUnreachable } from '@trailside/domain/api/errors';
import { getHealth } from '@trailside/domain/api/health.client';
import { useApi } from '@trailside/ui/api/api-provider';
import type { ConnectionState } from './shell/connection-texts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';


/** How often a server that stopped answering is asked again: soon enough that staff hardly wait once it is back. */
export const AWAY_CHECK_MS = 3_000;

interface ServerConnectionValue {
  state: ConnectionState;
  /** Asks the server now (the "Try again now" button). */
  checkNow: () => void;
}

const ServerConnectionContext = createContext<ServerConnectionValue | null>(null);

/**
 * Whether the school's server answers, told truthfully. Any request that gets no answer (the domain client's
 * ServerUnreachableError) marks it away; from then on it is asked every few seconds (GET /api/health) and
 * TanStack Query is told the console is offline, so reads wait instead of failing one by one and the data
 * already shown stays. The first answer, to the check or to any request, marks it back, and TanStack Query
 * asks again for what every open view shows: the console recovers by itself. Any answer counts, a refusal
 * or a 503 too: the server is there. Must sit inside the ApiProvider and the QueryClientProvider.
 */
export function ServerConnectionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConnectionState>('checking');

  const checkNow = useCallback(() => {
    getHealth(api).then(
      () => setState('connected'),
      (error: unknown) => setState(isServerUnreachable(error) ? 'away' : 'connected'),
    );
  }, [api]);

  // A new address (or a first start) is asked at once, so even the sign-in panel says whether anyone answers there.
  useEffect(() => {
    setState('checking');
    checkNow();
  }, [checkNow]);

  // Every request's outcome says something about the connection: no answer, or an answer of any kind.
  useEffect(() => {
    const heard = (error: unknown) => setState(isServerUnreachable(error) ? 'away' : 'connected');
    const fromQueries = queryClient.getQueryCache().subscribe(({ type, ...event }) => {
      if (type !== 'updated' || !('action' in event)) return;
      if (event.action.type === 'success') heard(null);
      else if (event.action.type === 'error') heard(event.action.error);
    });
    const fromMutations = queryClient.getMutationCache().subscribe(({ type, ...event }) => {
      if (type !== 'updated' || !('action' in event)) return;
      if (event.action.type === 'success') heard(null);
      else if (event.action.type === 'error') heard(event.action.error);
    });
    return () => {
      fromQueries();
      fromMutations();
    };
  }, [queryClient]);

  // The browser's own online/offline events say little on a school's network (the server may be on the same
  // desk with no internet at all): the connection is what the server's answers say. A lost network still shows,
  // as the next request that gets no answer.
  useEffect(() => {
    onlineManager.setEventListener(() => () => undefined);
  }, []);

  useEffect(() => {
    onlineManager.setOnline(state !== 'away');
    if (state !== 'away') return;
    const timer = window.setInterval(checkNow, AWAY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [state, checkNow]);

  const value = useMemo(() => ({ state, checkNow }), [state, checkNow]);
  return <ServerConnectionContext.Provider value={value}>{children}</ServerConnectionContext.Provider>;
}

export function useServerConnection(): ServerConnectionValue {
  const value = useContext(ServerConnectionContext);
  if (!value) throw new Error('useServerConnection must be used inside <ServerConnectionProvider>');
  return value;
}
