import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signAgreement } from '@trailside/domain/admissions/agreements.client';
import type { SignAgreementInput } from '@trailside/domain/admissions/agreement.schema';
import { useApi } from '../../api/api-provider';
import { agreementKeys } from './agreement-keys';

/** POST /api/admissions/agreement/sign: the page then shows who is still to sign; a refusal is the form's error, from `error`. */
export function useSignAgreement() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignAgreementInput) => (await signAgreement(api, input)).agreement,
    onSuccess: (agreement, { token }) => queryClient.setQueryData(agreementKeys.toSign(token), agreement),
    meta: { errorBanner: false },
  });
}
