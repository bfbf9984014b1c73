import { createApiClient, type ApiClient } from '@trailside/domain/api/client';
import { apiErrorFromResponse, endsSession } from '@trailside/domain/api/errors';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-provider';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * An API client sending the signed-in user's token. A 401 to a request that carried the token, whose code says the
 * token expired or was revoked (endsSession), forgets it, so the menus stop offering what the server will refuse.
 * Any other refusal (a mistyped code while setting up two-step sign-in) leaves the person signed in.
 */
export function createSessionApiClient(baseUrl: string, { getToken, signOut }: { getToken: () => string | null; signOut: () => void }): ApiClient {
  return createApiClient({
    baseUrl,
    getToken,
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      const sentToken = input instanceof Request && input.headers.has('Authorization');
      if (response.status === 401 && sentToken && endsSession(await apiErrorFromResponse(response))) signOut();
      return response;
    },
  });
}

type ApiProviderProps =
  /** Where the API lives (empty for the same origin): a client for the signed-in user is made here. */
  | { baseUrl: string; client?: never; children: ReactNode }
  /** A client made already, for code outside React to share (the site's route loaders). */
  | { client: ApiClient; baseUrl?: never; children: ReactNode };

/** One API client for the whole app, sending the signed-in user's token. Must sit inside AuthProvider. */
export function ApiProvider({ baseUrl, client, children }: ApiProviderProps) {
  const { getToken, signOut } = useAuth();
  const api = useMemo(() => client ?? createSessionApiClient(baseUrl, { getToken, signOut }), [client, baseUrl, getToken, signOut]);
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
