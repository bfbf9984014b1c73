import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVisitTimes } from '@trailside/domain/admissions/visits.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

/** GET /api/visits: the coming times with places left; the Book a visit page's loader fills the cache with it. */
export const visitTimesQueryOptions = (api: ApiClient) => queryOptions({ queryKey: visitKeys.coming(), queryFn: () => getVisitTimes(api) });

export function useVisitTimes() {
  return useQuery(visitTimesQueryOptions(useApi()));
}
