import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCalendarEvent } from '@trailside/domain/calendar/calendar.client';
import { CALENDAR_SUCCESS } from '@trailside/domain/calendar/calendar.messages';
import { useApi } from '../../api/api-provider';
import { calendarKeys } from './calendar-keys';

/** DELETE /api/calendar/events: the event, every date of a series (confirm first: CALENDAR_CONFIRM). */
export function useDeleteCalendarEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCalendarEvent(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
    meta: { successMessage: CALENDAR_SUCCESS.deleted },
  });
}
