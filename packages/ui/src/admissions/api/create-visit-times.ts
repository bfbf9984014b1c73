import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createVisitTimes } from '@trailside/domain/admissions/visits.client';
import type { CreateVisitTimesResponse } from '@trailside/domain/admissions/visits.contract';
import { VISIT_SUCCESS } from '@trailside/domain/admissions/visits.messages';
import type { CreateVisitTimesInput } from '@trailside/domain/admissions/visits.schema';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

/** POST /api/visits (staff): one time or a weekly series; failures are for the form, from `error`. */
export function useCreateVisitTimes() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (times: CreateVisitTimesInput) => createVisitTimes(api, times),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.all }),
    meta: {
      successMessage: { text: (answer: CreateVisitTimesResponse) => VISIT_SUCCESS.published(answer.visits.length) }.text as (data: unknown) => string,
      errorBanner: false,
    },
  });
}
