import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getMe } from '@trailside/domain/auth/auth.client';
import { useApi } from '../../api/api-provider';
import { authKeys } from './auth-keys';

export const meQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: () => getMe(api),
    // An ended session is explained by the sign-in panel; a failed check needs no banner of its own.
    meta: { errorBanner: false },
  });

/**
 * Who the server says is signed in, asked at start and whenever the window comes back to the front. A saved token
 * that expired or was revoked gets a 401, which ends the session (ApiProvider).
 */
export function useMe() {
  return useQuery(meQueryOptions(useApi()));
}
