import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skipOccurrence } from '@trailside/domain/calendar/calendar.client';
import { CALENDAR_SUCCESS } from '@trailside/domain/calendar/calendar.messages';
import { useApi } from '../../api/api-provider';
import { calendarKeys } from './calendar-keys';

/** POST /api/calendar/events/skip: one date of a series comes off the calendar, the rest stays. */
export function useSkipOccurrence() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) => skipOccurrence(api, id, date),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
    meta: { successMessage: CALENDAR_SUCCESS.skipped },
  });
}
