import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markVisitBooking } from '@trailside/domain/admissions/visits.client';
import { VISIT_SUCCESS } from '@trailside/domain/admissions/visits.messages';
import type { VisitOutcome } from '@trailside/domain/admissions/visits.types';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

/** POST /api/visits/bookings/mark (staff): attended or no-show. */
export function useMarkVisitBooking() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: VisitOutcome }) => markVisitBooking(api, id, outcome),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
    meta: { successMessage: VISIT_SUCCESS.marked },
  });
}
