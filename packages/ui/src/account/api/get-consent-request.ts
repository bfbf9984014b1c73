import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConsentRequest } from '@trailside/domain/account/account.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** GET /api/children/consent/:token: whose account the consent link is about. */
export const consentRequestQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: accountKeys.consent(token), queryFn: () => getConsentRequest(api, token), retry: false });

export function useConsentRequest(token: string) {
  return useQuery({ ...consentRequestQueryOptions(useApi(), token), enabled: token !== '' });
}
