import { ApiError, isServerUnreachable } from '@trailside/domain/api/errors';
import { type DefaultOptions, focusManager, type QueryClient } from '@tanstack/react-query';
import { useMessagingQueryClient } from '@trailside/ui/api/query-client';
import { useEffect } from 'react';

/**
 * Every view shows what it has at once and asks the server again when opened or when the console comes
 * back to the front. A failed request is tried once more only when asking again could help: a server
 * error, never a refusal (4xx), and not a server that did not answer, which the connection watch
 * (server-connection.tsx) notices at once and asks again about by itself. A write is sent even while
 * the server is away, so that it fails there and then, saying it was not saved, instead of waiting
 * unseen with the form spinning.
 */
const CONSOLE_QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: 0,
    retry: (failures, error) => failures < 1 && !isServerUnreachable(error) && !(error instanceof ApiError && error.statusCode < 500),
  },
  mutations: { networkMode: 'always' },
};

/**
 * The console's query client: packages/ui's, so each request's `meta` texts (the spec's success messages,
 * the server's refusals) reach the message banner. Must sit inside AuthProvider and MessageProvider.
 */
export function useConsoleQueryClient(): QueryClient {
  // A desktop window stays visible while another program is in front of it, so "back to the front" is
  // the window's focus, not only the page's visibility (TanStack Query's default).
  useEffect(() => {
    focusManager.setEventListener((setFocused) => {
      const onFocus = () => setFocused(true);
      const onBlur = () => setFocused(false);
      window.addEventListener('focus', onFocus);
      window.addEventListener('blur', onBlur);
      return () => {
        window.removeEventListener('focus', onFocus);
        window.removeEventListener('blur', onBlur);
      };
    });
  }, []);
  return useMessagingQueryClient(CONSOLE_QUERY_DEFAULTS, { showsConnection: true });
}
