import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getOccurrences } from '@trailside/domain/calendar/calendar.client';
import type { OccurrencesQueryInput } from '@trailside/domain/calendar/calendar.schema';
import { useApi } from '../../api/api-provider';
import { calendarKeys } from './calendar-keys';

/** A page of upcoming (or past) occurrences, perhaps of one audience and kind; a loader fills the cache with it. */
export const occurrencesQueryOptions = (api: ApiClient, query: OccurrencesQueryInput = {}) =>
  queryOptions({ queryKey: calendarKeys.occurrences(query), queryFn: () => getOccurrences(api, query), placeholderData: keepPreviousData });

/** The Events page's list: the page shown stays while the next one loads. */
export function useOccurrences(query: OccurrencesQueryInput = {}) {
  return useQuery(occurrencesQueryOptions(useApi(), query));
}
