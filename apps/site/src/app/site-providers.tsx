import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { AuthProvider, useAuth, type SessionStore } from '@trailside/ui/auth/auth-provider';
import { MessageProvider, type MessageStore } from '@trailside/ui/message-banner/message-provider';
import { StrictMode, useEffect, useRef, type ReactNode } from 'react';
import { PublicUrlContext } from '../components/page-head';

interface SiteProvidersProps {
  /** Where the session is kept: the browser's localStorage unless given (the server's is always empty). */
  sessionStore?: SessionStore;
  /** Whether the browser is hydrating a page the server drew (as a visitor's: the session shows once it has). */
  hydrating?: boolean;
  messages: MessageStore;
  queryClient: QueryClient;
  api: ApiClient;
  publicUrl: string;
  children: ReactNode;
}

/**
 * What was fetched for one person is stale for the next: once another's view shows (a signed-in family's, after the
 * visitor's page the server drew has hydrated; or after signing in or out), what is on screen is asked for again
 * with the new session. By then React has hydrated every part of the page (the switch reached each one), so no
 * part still to hydrate reads data the server did not draw it with.
 */
function RefetchForNewViewer() {
  const viewer = useAuth().session?.authUser.id ?? null;
  const queryClient = useQueryClient();
  const shown = useRef(viewer);
  useEffect(() => {
    if (shown.current === viewer) return;
    shown.current = viewer;
    void queryClient.invalidateQueries();
  }, [viewer, queryClient]);
  return null;
}

/** What every page is drawn inside, on the server and in the browser alike, so both draw the same tree. */
export function SiteProviders({ sessionStore, hydrating, messages, queryClient, api, publicUrl, children }: SiteProvidersProps) {
  return (
    <StrictMode>
      <AuthProvider store={sessionStore} hydrating={hydrating}>
        <MessageProvider store={messages}>
          <QueryClientProvider client={queryClient}>
            <RefetchForNewViewer />
            <ApiProvider client={api}>
              <PublicUrlContext value={publicUrl}>{children}</PublicUrlContext>
            </ApiProvider>
          </QueryClientProvider>
        </MessageProvider>
      </AuthProvider>
    </StrictMode>
  );
}
