import { queryOptions, useQuery } from '@tanstack/react-query';
import { getVisitBookings } from '@trailside/domain/admissions/visits.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

export const visitBookingsQueryOptions = (api: ApiClient, visitId: string) =>
  queryOptions({ queryKey: visitKeys.bookings(visitId), queryFn: () => getVisitBookings(api, visitId) });

/** Staff: a time's bookings, in the order they came. */
export function useVisitBookings(visitId: string) {
  return useQuery(visitBookingsQueryOptions(useApi(), visitId));
}
