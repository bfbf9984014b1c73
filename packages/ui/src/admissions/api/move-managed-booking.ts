import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveManagedBooking } from '@trailside/domain/admissions/visits.client';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

/** POST /api/visits/manage/move: the link's booking to another time; a time that filled meanwhile is the form's error. */
export function useMoveManagedBooking(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visitId: string) => moveManagedBooking(api, token, visitId),
    onSuccess: (answer) => queryClient.setQueryData(visitKeys.managed(token), { booking: answer.booking, visit: answer.visit }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.coming() }),
    meta: { errorBanner: false },
  });
}
