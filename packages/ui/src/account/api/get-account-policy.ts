import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAccountPolicy } from '@trailside/domain/account/account.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** GET /api/account-policy (staff): two steps for staff, and how long quiet accounts are kept. */
export const accountPolicyQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: accountKeys.policy, queryFn: async () => (await getAccountPolicy(api)).policy });

export function useAccountPolicy() {
  return useQuery(accountPolicyQueryOptions(useApi()));
}
