import { createApiClient, type ApiClient } from '@trailside/domain/api/client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-provider';

const ApiContext = createContext<ApiClient | null>(null);

interface ApiProviderProps {
  /** Where the API lives; empty when the site is served by the API itself. */
  baseUrl: string;
  children: ReactNode;
}

/** One API client for the whole app, sending the signed-in user's token. Must sit inside AuthProvider. */
export function ApiProvider({ baseUrl, children }: ApiProviderProps) {
  const { getToken, signOut } = useAuth();
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl,
        getToken,
        // A 401 to a request that carried our token means the token expired or was revoked:
        // forget it, so the menus stop offering what the server will refuse.
        fetch: async (input, init) => {
          const response = await globalThis.fetch(input, init);
          const sentToken = input instanceof Request && input.headers.has('Authorization');
          if (response.status === 401 && sentToken) signOut();
          return response;
        },
      }),
    [baseUrl, getToken, signOut],
  );
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
