import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgreements } from '@trailside/domain/admissions/agreements.client';
import type { ApiClient } from '@trailside/domain/api/client';
import { useApi } from '../../api/api-provider';
import { agreementKeys } from './agreement-keys';

/** GET /api/admissions/agreements (staff): the latest agreements, with who signed when. */
export const agreementsQueryOptions = (api: ApiClient) => queryOptions({ queryKey: agreementKeys.list(), queryFn: async () => (await getAgreements(api)).agreements });

export function useAgreements() {
  return useQuery(agreementsQueryOptions(useApi()));
}
