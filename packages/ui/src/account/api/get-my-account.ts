import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyAccount } from '@trailside/domain/account/account.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** GET /api/account: the signed-in person, their two-step state, children and parent. */
export const myAccountQueryOptions = (api: ApiClient) => queryOptions({ queryKey: accountKeys.mine, queryFn: () => getMyAccount(api) });

export function useMyAccount(enabled = true) {
  return useQuery({ ...myAccountQueryOptions(useApi()), enabled });
}
