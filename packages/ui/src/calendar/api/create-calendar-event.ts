import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCalendarEvent } from '@trailside/domain/calendar/calendar.client';
import { CALENDAR_SUCCESS } from '@trailside/domain/calendar/calendar.messages';
import type { CreateCalendarEventInput } from '@trailside/domain/calendar/calendar.schema';
import { useApi } from '../../api/api-provider';
import { calendarKeys } from './calendar-keys';

/** POST /api/calendar/events; with a picture when one is given; failures are for the form to show beside its fields, from `error`. */
export function useCreateCalendarEvent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ event, image }: { event: CreateCalendarEventInput; image?: Blob | null }) => (await createCalendarEvent(api, event, image)).event,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
    meta: { successMessage: CALENDAR_SUCCESS.created, errorBanner: false },
  });
}
