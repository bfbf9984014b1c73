import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgreementTemplate } from '@trailside/domain/admissions/agreements.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { agreementKeys } from './agreement-keys';

/** GET /api/admissions/agreement-template (staff): the text new agreements are filled from. */
export const agreementTemplateQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: agreementKeys.template(), queryFn: async () => (await getAgreementTemplate(api)).template });

export function useAgreementTemplate() {
  return useQuery(agreementTemplateQueryOptions(useApi()));
}
