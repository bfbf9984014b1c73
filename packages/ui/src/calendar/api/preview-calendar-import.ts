import { useMutation } from '@tanstack/react-query';
import { previewCalendarImport } from '@trailside/domain/calendar/calendar.client';
import type { ImportCalendarInput } from '@trailside/domain/calendar/calendar.schema';
import { useApi } from '../../api/api-provider';

/** POST /api/calendar/import/preview: what importing a file would do; nothing is saved. */
export function usePreviewCalendarImport() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ImportCalendarInput) => previewCalendarImport(api, input), meta: { errorBanner: false } });
}
