import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffVisitTimes } from '@trailside/domain/admissions/visits.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

export const staffVisitTimesQueryOptions = (api: ApiClient, from?: string) =>
  queryOptions({ queryKey: visitKeys.staff(from), queryFn: () => getStaffVisitTimes(api, from) });

/** Staff: every time from `from` (a month back when not given), with places, bookings and cancellations. */
export function useStaffVisitTimes(from?: string) {
  return useQuery(staffVisitTimesQueryOptions(useApi(), from));
}
