import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { AuthProvider } from '@trailside/ui/auth/auth-provider';
import { MessageProvider } from '@trailside/ui/message-banner/message-provider';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {/* The API serves this site, so requests go to the same origin. */}
        <ApiProvider baseUrl="">
          <MessageProvider>
            <RouterProvider router={router} />
          </MessageProvider>
        </ApiProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
