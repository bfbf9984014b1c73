import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookVisit } from '@trailside/domain/admissions/visits.client';
import type { BookVisitInput } from '@trailside/domain/admissions/visits.schema';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

/**
 * POST /api/visits/bookings. Whatever the answer, the list is read again: a time that filled up meanwhile shows as
 * full. Failures (a full time among them) are for the form, from `error`.
 */
export function useBookVisit() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: BookVisitInput) => bookVisit(api, booking),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.coming() }),
    meta: { errorBanner: false },
  });
}
