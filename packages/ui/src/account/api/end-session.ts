import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '@trailside/domain/account/account.client';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** DELETE /api/account/sessions/:id: that sign-in's token stops working on its next request. */
export function useEndSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endSession(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
    meta: { successMessage: ACCOUNT_SUCCESS.sessionEnded },
  });
}
