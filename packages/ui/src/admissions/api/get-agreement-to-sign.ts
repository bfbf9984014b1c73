import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgreementToSign } from '@trailside/domain/admissions/agreements.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { agreementKeys } from './agreement-keys';

/** GET /api/admissions/agreement/:token: the exact text a guardian's link opens, and who has signed. */
export const agreementToSignQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: agreementKeys.toSign(token), queryFn: async () => (await getAgreementToSign(api, token)).agreement, retry: false });

export function useAgreementToSign(token: string) {
  return useQuery({ ...agreementToSignQueryOptions(useApi(), token), enabled: token !== '' });
}
