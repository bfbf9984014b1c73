import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getFamilies } from '@trailside/domain/admissions/families.client';
import type { FamiliesQueryInput } from '@trailside/domain/admissions/families.schema';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { familyKeys } from './family-keys';

export const familiesQueryOptions = (api: ApiClient, query: FamiliesQueryInput) =>
  queryOptions({ queryKey: familyKeys.list(query), queryFn: () => getFamilies(api, query) });

/**
 * GET /api/families (staff): a page of the families board with its counts by stage. While another page or filter
 * loads, the last one stays on screen.
 */
export function useFamilies(query: FamiliesQueryInput, enabled = true) {
  return useQuery({ ...familiesQueryOptions(useApi(), query), placeholderData: keepPreviousData, enabled });
}
