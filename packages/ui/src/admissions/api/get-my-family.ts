import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyFamily } from '@trailside/domain/admissions/families.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { familyKeys } from './family-keys';

export const myFamilyQueryOptions = (api: ApiClient) => queryOptions({ queryKey: familyKeys.mine, queryFn: async () => (await getMyFamily(api)).family });

/** GET /api/account/family: the signed-in guardian's own family, or null when none is on record for them. */
export function useMyFamily(enabled = true) {
  return useQuery({ ...myFamilyQueryOptions(useApi()), enabled });
}
