import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOfferForFamily } from '@trailside/domain/admissions/offers.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { offersKeys } from './offers-keys';

/** GET /api/admissions/offers/respond/:token: the offer the family's private link is about. */
export const offerForFamilyQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: offersKeys.forFamily(token), queryFn: () => getOfferForFamily(api, token), retry: false });

export function useOfferForFamily(token: string) {
  return useQuery({ ...offerForFamilyQueryOptions(useApi(), token), enabled: token !== '' });
}
