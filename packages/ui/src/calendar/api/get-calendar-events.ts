import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getCalendarEvents } from '@trailside/domain/calendar/calendar.client';
import { useApi } from '../../api/api-provider';
import { calendarKeys } from './calendar-keys';

export const calendarEventsQueryOptions = (api: ApiClient) => queryOptions({ queryKey: calendarKeys.events(), queryFn: () => getCalendarEvents(api) });

/** Staff: every event and series, and the school's time zone (the console works their dates out with the domain's rules). */
export function useCalendarEvents() {
  return useQuery(calendarEventsQueryOptions(useApi()));
}
