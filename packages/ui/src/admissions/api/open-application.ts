import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { openApplication } from '@trailside/domain/admissions/applications.client';
import { useApi } from '../../api/api-provider';
import { applicationKeys } from './application-keys';

/**
 * POST /api/applications/status with the private link's token: the first time confirms the guardian's address, and
 * every time answers where the application stands. Asked once per visit (a reload asks again, harmlessly); a refusal
 * is the page's to show.
 */
export const applicationStatusQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: applicationKeys.byLink(token),
    queryFn: () => openApplication(api, token),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    meta: { errorBanner: false },
  });

export function useApplicationStatus(token: string) {
  return useQuery(applicationStatusQueryOptions(useApi(), token));
}
