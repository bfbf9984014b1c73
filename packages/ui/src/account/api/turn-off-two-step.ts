import { useMutation, useQueryClient } from '@tanstack/react-query';
import { turnOffTwoStep } from '@trailside/domain/account/account.client';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import type { PasswordConfirmationInput } from '@trailside/domain/account/account.schema';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** POST /api/account/two-step/off, with the password. */
export function useTurnOffTwoStep() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordConfirmationInput) => turnOffTwoStep(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    meta: { successMessage: ACCOUNT_SUCCESS.twoStepOff },
  });
}
