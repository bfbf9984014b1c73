import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { useMessagingQueryClient } from '@trailside/ui/api/query-client';
import { AuthProvider } from '@trailside/ui/auth/auth-provider';
import { MessageProvider } from '@trailside/ui/message-banner/message-provider';
import { useState, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { persistOptions, QUERY_DEFAULTS } from './query-client';

/** Restores the spec's local caches (blogs, teachers, ...) from localStorage and keeps them saved. */
function QueryProvider({ children }: { children: ReactNode }) {
  const queryClient = useMessagingQueryClient(QUERY_DEFAULTS);
  const [persist] = useState(persistOptions);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
      {children}
    </PersistQueryClientProvider>
  );
}

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** The data the server rendered the page with, shown first so hydration matches its HTML. */
  dehydratedState: DehydratedState | undefined;
}

export function App({ router, dehydratedState }: AppProps) {
  return (
    <AuthProvider>
      <MessageProvider>
        <QueryProvider>
          <HydrationBoundary state={dehydratedState}>
            {/* The API serves this site, so requests go to the same origin. */}
            <ApiProvider baseUrl="">
              <RouterProvider router={router} />
            </ApiProvider>
          </HydrationBoundary>
        </QueryProvider>
      </MessageProvider>
    </AuthProvider>
  );
}
