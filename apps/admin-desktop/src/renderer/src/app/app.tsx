import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { useMessagingQueryClient } from '@trailside/ui/api/query-client';
import { AuthProvider } from '@trailside/ui/auth/auth-provider';
import { MessageProvider } from '@trailside/ui/message-banner/message-provider';
import { type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConsoleSessionProvider, type ConsoleSessionStore } from './console-session';
import { PendingCountProvider } from './pending-count';
import { CONSOLE_QUERY_DEFAULTS, followWindowFocus } from './query-client';
import { router } from './router';
import { ServerAddressProvider, useServerAddress } from './server-address';

/** The domain's typed client, pointed at the server chosen at sign-in and sending the session's token. */
function ServerApiProvider({ children }: { children: ReactNode }) {
  const { serverUrl } = useServerAddress();
  return <ApiProvider baseUrl={serverUrl}>{children}</ApiProvider>;
}

/**
 * The query client reports through the message banner: the spec's success texts and failed fetches are
 * shown once, from each request's `meta`, as on the site.
 */
function QueryProvider({ children }: { children: ReactNode }) {
  const queryClient = useMessagingQueryClient(CONSOLE_QUERY_DEFAULTS);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

followWindowFocus();

interface AppProps {
  /** The server address the main process remembers. */
  serverUrl: string;
  sessionStore: ConsoleSessionStore;
}

export function App({ serverUrl, sessionStore }: AppProps) {
  return (
    <AuthProvider store={sessionStore}>
      <ConsoleSessionProvider store={sessionStore}>
        <MessageProvider>
          <QueryProvider>
            <ServerAddressProvider initial={serverUrl}>
              <ServerApiProvider>
                <PendingCountProvider>
                  <RouterProvider router={router} />
                </PendingCountProvider>
              </ServerApiProvider>
            </ServerAddressProvider>
          </QueryProvider>
        </MessageProvider>
      </ConsoleSessionProvider>
    </AuthProvider>
  );
}
