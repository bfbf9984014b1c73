import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getCalendarEvent } from '@trailside/domain/calendar/calendar.client';
import { useApi } from '../../api/api-provider';
import { entityQueryDefaults } from '../../api/query-client';
import { calendarKeys } from './calendar-keys';

/** One event and its next dates: the shareable page of an event (a 404 is for the page to explain). */
export const calendarEventQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: calendarKeys.event(id), queryFn: () => getCalendarEvent(api, id), ...entityQueryDefaults });

export function useCalendarEvent(id: string | null) {
  return useQuery({ ...calendarEventQueryOptions(useApi(), id ?? ''), enabled: Boolean(id) });
}
