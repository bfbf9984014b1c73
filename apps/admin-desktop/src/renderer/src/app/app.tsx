import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { AuthProvider } from '@trailside/ui/auth/auth-provider';
import { MessageProvider } from '@trailside/ui/message-banner/message-provider';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConsoleSessionProvider, type ConsoleSessionStore } from './console-session';
import { PendingCountProvider } from './pending-count';
import { useConsoleQueryClient } from './query-client';
import { router } from './router';
import { ServerConnectionProvider } from './server-connection';
import { ServerAddressProvider, useServerAddress } from './server-address';

/** The domain's typed client, pointed at the server chosen at sign-in and sending the session's token. */
function ServerApiProvider({ children }: { children: ReactNode }) {
  const { serverUrl } = useServerAddress();
  return <ApiProvider baseUrl={serverUrl}>{children}</ApiProvider>;
}

/** Queries and mutations report to the message banner, so it sits inside AuthProvider and MessageProvider. */
function ConsoleQueryClientProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={useConsoleQueryClient()}>{children}</QueryClientProvider>;
}

interface AppProps {
  /** The server address the main process remembers. */
  serverUrl: string;
  sessionStore: ConsoleSessionStore;
}

export function App({ serverUrl, sessionStore }: AppProps) {
  return (
    <AuthProvider store={sessionStore}>
      <MessageProvider>
        <ConsoleQueryClientProvider>
          <ConsoleSessionProvider store={sessionStore}>
            <ServerAddressProvider initial={serverUrl}>
              <ServerApiProvider>
                <ServerConnectionProvider>
                  <PendingCountProvider>
                    <RouterProvider router={router} />
                  </PendingCountProvider>
                </ServerConnectionProvider>
              </ServerApiProvider>
            </ServerAddressProvider>
          </ConsoleSessionProvider>
        </ConsoleQueryClientProvider>
      </MessageProvider>
    </AuthProvider>
  );
}
