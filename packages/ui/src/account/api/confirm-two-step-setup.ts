import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmTwoStepSetup } from '@trailside/domain/account/account.client';
import type { ConfirmTwoStepInput } from '@trailside/domain/account/account.schema';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** POST /api/account/two-step/confirm: the first code and the password turn it on; the recovery codes come back once. */
export function useConfirmTwoStepSetup() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConfirmTwoStepInput) => (await confirmTwoStepSetup(api, body)).recoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    // TwoStepSetup says what went wrong, beside the field it is about.
    meta: { errorBanner: false },
  });
}
