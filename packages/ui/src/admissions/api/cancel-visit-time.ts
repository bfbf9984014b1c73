import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelVisitTime } from '@trailside/domain/admissions/visits.client';
import { VISIT_SUCCESS } from '@trailside/domain/admissions/visits.messages';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

/** POST /api/visits/cancel (staff; confirm first: VISIT_CONFIRM_CANCEL): every family booked on it is mailed. */
export function useCancelVisitTime() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelVisitTime(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
    meta: { successMessage: VISIT_SUCCESS.cancelled },
  });
}
