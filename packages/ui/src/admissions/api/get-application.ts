import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getApplication } from '@trailside/domain/admissions/applications.client';
import { useApi } from '../../api/api-provider';
import { applicationKeys } from './application-keys';

export const applicationQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: applicationKeys.one(id), queryFn: async () => (await getApplication(api, id)).application });

/** GET /api/applications/:id (staff): guardians, children, documents and the family's timeline. */
export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(useApi(), id));
}
