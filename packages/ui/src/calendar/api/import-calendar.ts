import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importCalendar } from '@trailside/domain/calendar/calendar.client';
import { CALENDAR_SUCCESS, importCountsText } from '@trailside/domain/calendar/calendar.messages';
import type { ImportCalendarInput } from '@trailside/domain/calendar/calendar.schema';
import type { ImportReport } from '@trailside/domain/calendar/calendar.types';
import { useApi } from '../../api/api-provider';
import { calendarKeys } from './calendar-keys';

/** POST /api/calendar/import: the file's new events added and changed ones updated, after the preview. */
export function useImportCalendar() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportCalendarInput) => importCalendar(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
    meta: {
      successMessage: {
        text: (report: ImportReport) => `${CALENDAR_SUCCESS.imported}: ${importCountsText(report)}`,
      }.text as (data: unknown) => string,
    },
  });
}
