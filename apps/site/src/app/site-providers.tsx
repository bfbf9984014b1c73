import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { AuthProvider, type SessionStore } from '@trailside/ui/auth/auth-provider';
import { MessageProvider, type MessageStore } from '@trailside/ui/message-banner/message-provider';
import { StrictMode, type ReactNode } from 'react';
import { PublicUrlContext } from '../components/page-head';

interface SiteProvidersProps {
  /** Where the session is kept: the browser's localStorage unless given (the server's is always empty). */
  sessionStore?: SessionStore;
  messages: MessageStore;
  queryClient: QueryClient;
  api: ApiClient;
  publicUrl: string;
  children: ReactNode;
}

/** What every page is drawn inside, on the server and in the browser alike, so both draw the same tree. */
export function SiteProviders({ sessionStore, messages, queryClient, api, publicUrl, children }: SiteProvidersProps) {
  return (
    <StrictMode>
      <AuthProvider store={sessionStore}>
        <MessageProvider store={messages}>
          <QueryClientProvider client={queryClient}>
            <ApiProvider client={api}>
              <PublicUrlContext value={publicUrl}>{children}</PublicUrlContext>
            </ApiProvider>
          </QueryClientProvider>
        </MessageProvider>
      </AuthProvider>
    </StrictMode>
  );
}
