import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetTwoStep } from '@trailside/domain/account/account.client';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { useApi } from '../../api/api-provider';
import { userKeys } from '../../users/api/user-keys';

/** DELETE /api/users/:id/two-step (GOD): someone's lost phone; audited. */
export function useResetTwoStep() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => resetTwoStep(api, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { successMessage: ACCOUNT_SUCCESS.twoStepReset },
  });
}
