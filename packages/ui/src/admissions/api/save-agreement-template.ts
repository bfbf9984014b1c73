import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAgreementTemplate } from '@trailside/domain/admissions/agreements.client';
import { AGREEMENT_SUCCESS } from '@trailside/domain/admissions/agreement.messages';
import { useApi } from '../../api/api-provider';
import { agreementKeys } from './agreement-keys';

/** PUT /api/admissions/agreement-template: a new version; a field the server cannot fill is the form's error, from `error`. */
export function useSaveAgreementTemplate() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await saveAgreementTemplate(api, { text })).template,
    onSuccess: (template) => queryClient.setQueryData(agreementKeys.template(), template),
    meta: { successMessage: AGREEMENT_SUCCESS.templateSaved, errorBanner: false },
  });
}
