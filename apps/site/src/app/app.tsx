import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { useMessagingQueryClient } from '@trailside/ui/api/query-client';
import { AuthProvider } from '@trailside/ui/auth/auth-provider';
import { MessageProvider } from '@trailside/ui/message-banner/message-provider';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { persistOptions, QUERY_DEFAULTS } from './query-client';
import { router } from './router';

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

export function App() {
  return (
    <AuthProvider>
      <MessageProvider>
        <QueryProvider>
          {/* The API serves this site, so requests go to the same origin. */}
          <ApiProvider baseUrl="">
            <RouterProvider router={router} />
          </ApiProvider>
        </QueryProvider>
      </MessageProvider>
    </AuthProvider>
  );
}
