import { QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { AuthProvider, useAuth } from '@trailside/ui/auth/auth-provider';
import { MessageProvider, useMessage } from '@trailside/ui/message-banner/message-provider';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ConsoleSessionProvider, type ConsoleSessionStore } from './console-session';
import { PendingCountProvider } from './pending-count';
import { createQueryClient } from './query-client';
import { router } from './router';
import { ServerAddressProvider, useServerAddress } from './server-address';

/** The domain's typed client, pointed at the server chosen at sign-in and sending the session's token. */
function ServerApiProvider({ children }: { children: ReactNode }) {
  const { serverUrl } = useServerAddress();
  return <ApiProvider baseUrl={serverUrl}>{children}</ApiProvider>;
}

/** The console's query client, reporting each request's `meta` texts to the message banner. */
function ConsoleQueryClientProvider({ children }: { children: ReactNode }) {
  const { showMessage } = useMessage();
  const { signOut } = useAuth();
  const [queryClient] = useState(() => createQueryClient({ showMessage, signOut }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

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
          <ConsoleQueryClientProvider>
            <ServerAddressProvider initial={serverUrl}>
              <ServerApiProvider>
                <PendingCountProvider>
                  <RouterProvider router={router} />
                </PendingCountProvider>
              </ServerApiProvider>
            </ServerAddressProvider>
          </ConsoleQueryClientProvider>
        </MessageProvider>
      </ConsoleSessionProvider>
    </AuthProvider>
  );
}
