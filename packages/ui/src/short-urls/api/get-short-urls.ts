import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getShortUrls } from '@trailside/domain/short-urls/short-urls.client';
import { useApi } from '../../api/api-provider';
import { shortUrlKeys } from './short-url-keys';

/** A failure shows in the list's place; the Refresh button reports its own outcome in the banner. */
export const shortUrlsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: shortUrlKeys.all, queryFn: async () => (await getShortUrls(api)).data, meta: { errorBanner: false } });

export function useShortUrls() {
  return useQuery(shortUrlsQueryOptions(useApi()));
}
