import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAccountPolicy } from '@trailside/domain/account/account.client';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import type { UpdateAccountPolicyInput } from '@trailside/domain/account/account.schema';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** PUT /api/account-policy: only what changes. */
export function useUpdateAccountPolicy() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateAccountPolicyInput) => (await updateAccountPolicy(api, change)).policy,
    onSuccess: (policy) => {
      queryClient.setQueryData(accountKeys.policy, policy);
      return queryClient.invalidateQueries({ queryKey: accountKeys.inactive });
    },
    meta: { successMessage: ACCOUNT_SUCCESS.policySaved },
  });
}
