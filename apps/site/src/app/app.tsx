import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { AuthProvider } from '@trailside/ui/auth/auth-provider';
import { MessageProvider } from '@trailside/ui/message-banner/message-provider';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient, persistOptions } from '../lib/query-persistence';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [persist] = useState(persistOptions);
  return (
    // Restores the spec's local caches (blogs, teachers, ...) from localStorage and keeps them saved.
    <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
      <AuthProvider>
        {/* The API serves this site, so requests go to the same origin. */}
        <ApiProvider baseUrl="">
          <MessageProvider>
            <RouterProvider router={router} />
          </MessageProvider>
        </ApiProvider>
      </AuthProvider>
    </PersistQueryClientProvider>
  );
}
