import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { useMessagingQueryClient } from '@trailside/ui/api/query-client';
import { AuthProvider, useAuth } from '@trailside/ui/auth/auth-provider';
import { IdRoot } from '@trailside/ui/ids/id-scope';
import { MessageProvider } from '@trailside/ui/message-banner/message-provider';
import { useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { persistOptions, queryDefaults } from './query-client';

type Router = ReturnType<typeof createBrowserRouter>;

interface QueryProviderProps {
  router: Router;
  dehydratedState: DehydratedState | undefined;
  children: ReactNode;
}

/**
 * Restores the spec's local caches (blogs, teachers, ...) from localStorage, then saves them now (the
 * data a server-rendered page came with is not fetched again, so no change would save it) and at every
 * change. The restore starts with the client, before any query fetches (that waits for the page to be
 * shown), so it needs no "restoring" state: a page the server drew keeps its newer data and is not drawn
 * a second time.
 */
async function keepLocalCaches(queryClient: QueryClient) {
  const options = { queryClient, ...persistOptions() };
  // A saved copy that cannot be read is dropped by the restore itself; the caches then start empty.
  await persistQueryClientRestore(options).catch(() => undefined);
  await persistQueryClientSave(options);
  persistQueryClientSubscribe(options);
}

function QueryProvider({ router, dehydratedState, children }: QueryProviderProps) {
  const { getToken } = useAuth();
  const [defaults] = useState(() => {
    if (!dehydratedState) return queryDefaults();
    const firstLocation = router.state.location;
    return queryDefaults({ data: dehydratedState, isCurrent: () => router.state.location === firstLocation && getToken() === null });
  });
  const queryClient = useMessagingQueryClient(defaults);
  // Once, for the app's lifetime: the one client is never replaced.
  useState(() => void keepLocalCaches(queryClient));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

interface AppProps {
  router: Router;
  /** The data the server rendered the page with, shown first so hydration matches its HTML. */
  dehydratedState: DehydratedState | undefined;
}

export function App({ router, dehydratedState }: AppProps) {
  return (
    <IdRoot>
      <AuthProvider>
        <MessageProvider>
          <QueryProvider router={router} dehydratedState={dehydratedState}>
            <HydrationBoundary state={dehydratedState}>
              {/* The API serves this site, so requests go to the same origin. */}
              <ApiProvider baseUrl="">
                <RouterProvider router={router} />
              </ApiProvider>
            </HydrationBoundary>
          </QueryProvider>
        </MessageProvider>
      </AuthProvider>
    </IdRoot>
  );
}
