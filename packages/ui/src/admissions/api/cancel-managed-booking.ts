import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelManagedBooking } from '@trailside/domain/admissions/visits.client';
import { useApi } from '../../api/api-provider';
import { visitKeys } from './visit-keys';

/** POST /api/visits/manage/cancel: the link's booking is cancelled and its place freed. */
export function useCancelManagedBooking(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelManagedBooking(api, token),
    onSuccess: (answer) => queryClient.setQueryData(visitKeys.managed(token), { booking: answer.booking, visit: answer.visit }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.coming() }),
    meta: { errorBanner: false },
  });
}
