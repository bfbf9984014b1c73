import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCalendarEvent } from '@trailside/domain/calendar/calendar.client';
import { CALENDAR_SUCCESS } from '@trailside/domain/calendar/calendar.messages';
import type { UpdateCalendarEventInput } from '@trailside/domain/calendar/calendar.schema';
import { useApi } from '../../api/api-provider';
import { calendarKeys } from './calendar-keys';

/** PUT /api/calendar/events: the id and what changed; with a picture when one is given; failures are for the form to show, from `error`. */
export function useUpdateCalendarEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, image }: { change: UpdateCalendarEventInput; image?: Blob | null }) => (await updateCalendarEvent(api, change, image)).event,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
    meta: { successMessage: CALENDAR_SUCCESS.updated, errorBanner: false },
  });
}
