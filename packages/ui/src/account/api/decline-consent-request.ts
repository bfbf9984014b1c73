import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declineConsentRequest } from '@trailside/domain/account/account.client';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** POST /api/account/consent-requests/:id/decline: "this is not my child"; the child may name another parent. */
export function useDeclineConsentRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => declineConsentRequest(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.consentRequests }),
    meta: { successMessage: ACCOUNT_SUCCESS.consentDeclined },
  });
}
