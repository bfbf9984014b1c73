import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCalendarEvent } from '@trailside/domain/calendar/calendar.client';
import { CALENDAR_SUCCESS } from '@trailside/domain/calendar/calendar.messages';
import type { UpdateCalendarEventInput } from '@trailside/domain/calendar/calendar.schema';
import { useApi } from '../../api/api-provider';
import { calendarKeys } from './calendar-keys';

/** PUT /api/calendar/events: the id and what changed; failures are for the form to show, from `error`. */
export function useUpdateCalendarEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateCalendarEventInput) => (await updateCalendarEvent(api, change)).event,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
    meta: { successMessage: CALENDAR_SUCCESS.updated, errorBanner: false },
  });
}
