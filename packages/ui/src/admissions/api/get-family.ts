import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getFamily } from '@trailside/domain/admissions/families.client';
import type { FamilyQueryInput } from '@trailside/domain/admissions/families.schema';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { familyKeys } from './family-keys';

export const familyQueryOptions = (api: ApiClient, id: string, query: FamilyQueryInput = {}) =>
  queryOptions({ queryKey: familyKeys.page(id, query), queryFn: async () => (await getFamily(api, id, query)).family });

/** GET /api/families/:id (staff): one family with a page of its timeline, newest first. */
export function useFamily(id: string, query: FamilyQueryInput = {}) {
  return useQuery({ ...familyQueryOptions(useApi(), id, query), placeholderData: keepPreviousData });
}
