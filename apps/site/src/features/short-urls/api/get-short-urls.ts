import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getShortUrls } from '@trailside/domain/short-urls/short-urls.client';
import { useApi } from '@trailside/ui/api/api-provider';

export const shortUrlsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['short-urls'], queryFn: async () => (await getShortUrls(api)).data });

export function useShortUrls() {
  const api = useApi();
  return useQuery(shortUrlsQueryOptions(api));
}
