import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConsentRequestsForMe } from '@trailside/domain/account/account.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** GET /api/account/consent-requests: the children who named this account's verified address, waiting for an answer. */
export const consentRequestsForMeQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: accountKeys.consentRequests, queryFn: async () => (await getConsentRequestsForMe(api)).requests });

export function useConsentRequestsForMe() {
  return useQuery(consentRequestsForMeQueryOptions(useApi()));
}
