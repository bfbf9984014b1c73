import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getApplications } from '@trailside/domain/admissions/applications.client';
import type { ApplicationsQueryInput } from '@trailside/domain/admissions/applications.schema';
import { useApi } from '../../api/api-provider';
import { applicationKeys } from './application-keys';

export const applicationsQueryOptions = (api: ApiClient, query: ApplicationsQueryInput) =>
  queryOptions({ queryKey: applicationKeys.list(query), queryFn: () => getApplications(api, query) });

/** GET /api/applications (staff): a page of completed applications, newest first; the last page stays while the next loads. */
export function useApplications(query: ApplicationsQueryInput) {
  return useQuery({ ...applicationsQueryOptions(useApi(), query), placeholderData: keepPreviousData });
}
