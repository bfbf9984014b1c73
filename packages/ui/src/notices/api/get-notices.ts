import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getNotices } from '@trailside/domain/notices/notices.client';
import { useApi } from '../../api/api-provider';
import { noticeKeys } from './notice-keys';

/** How often an open page asks again, so a notice appears (or goes) without a reload. */
export const NOTICES_REFRESH_MS = 60_000;

/** The notices running now; the layout's loader fills the cache with it, so the first HTML has the banner. */
export const noticesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: noticeKeys.current(), queryFn: () => getNotices(api), refetchInterval: NOTICES_REFRESH_MS, meta: { errorBanner: false } });

export function useNotices() {
  return useQuery(noticesQueryOptions(useApi()));
}
