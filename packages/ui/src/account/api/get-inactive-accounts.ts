import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInactiveUsers } from '@trailside/domain/account/account.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** GET /api/inactive-accounts (staff): accounts past the keeping time, for staff to review. */
export const inactiveAccountsQueryOptions = (api: ApiClient) => queryOptions({ queryKey: accountKeys.inactive, queryFn: () => getInactiveUsers(api) });

export function useInactiveAccounts() {
  return useQuery(inactiveAccountsQueryOptions(useApi()));
}
