import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateVisitTime } from '@trailside/domain/admissions/visits.client';
import { VISIT_SUCCESS } from '@trailside/domain/admissions/visits.messages';
import type { UpdateVisitTimeInput } from '@trailside/domain/admissions/visits.schema';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

/** PUT /api/visits (staff): a time's length, kind, places or note; its day and hour only while nobody is booked. */
export function useUpdateVisitTime() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateVisitTimeInput) => updateVisitTime(api, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
    meta: { successMessage: VISIT_SUCCESS.updated },
  });
}
