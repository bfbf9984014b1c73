import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giveConsent } from '@trailside/domain/account/account.client';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** POST /api/children/consent: the signed-in parent agrees; the child is linked to them. */
export function useGiveConsent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => giveConsent(api, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    meta: { successMessage: ACCOUNT_SUCCESS.consentGiven },
  });
}
