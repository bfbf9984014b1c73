import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions } from '@trailside/domain/account/account.client';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** POST /api/account/sessions/end-others: sign out everywhere else. */
export function useEndOtherSessions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherSessions(api),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
    meta: { successMessage: ACCOUNT_SUCCESS.othersEnded },
  });
}
