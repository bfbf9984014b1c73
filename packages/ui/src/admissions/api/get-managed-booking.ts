import { queryOptions, useQuery } from '@tanstack/react-query';
import { getManagedBooking } from '@trailside/domain/admissions/visits.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

/** GET /api/visits/manage/:token: the booking a private link opens (a wrong link is a 404, said on the page). */
export const managedBookingQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: visitKeys.managed(token), queryFn: () => getManagedBooking(api, token), retry: false, meta: { errorBanner: false } });

export function useManagedBooking(token: string) {
  return useQuery({ ...managedBookingQueryOptions(useApi(), token), enabled: token !== '' });
}
