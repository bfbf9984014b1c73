import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Level } from '@trailside/domain/admissions/admissions.types';
import { getWaitingList } from '@trailside/domain/admissions/offers.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { offersKeys } from './offers-keys';

/** GET /api/admissions/waiting-list (staff): one level's and start term's list, its places, offers and proposal. */
export const waitingListQueryOptions = (api: ApiClient, level: Level, startTerm: string) =>
  queryOptions({ queryKey: offersKeys.waitingList(level, startTerm), queryFn: () => getWaitingList(api, { level, startTerm }) });

export function useWaitingList(level: Level, startTerm: string) {
  // The list shown stays while another level or term loads, so the page does not jump.
  return useQuery({ ...waitingListQueryOptions(useApi(), level, startTerm), placeholderData: keepPreviousData });
}
