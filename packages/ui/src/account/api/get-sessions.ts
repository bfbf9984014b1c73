import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSessions } from '@trailside/domain/account/account.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** GET /api/account/sessions: where the person is signed in, last used first. */
export const sessionsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: async () => (await getSessions(api)).sessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions(useApi()));
}
