import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agreeToConsentRequest } from '@trailside/domain/account/account.client';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** POST /api/account/consent-requests/:id/agree: as the mailed link does; the child is linked to this parent. */
export function useAgreeToConsentRequest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => agreeToConsentRequest(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    meta: { successMessage: ACCOUNT_SUCCESS.consentGiven },
  });
}
