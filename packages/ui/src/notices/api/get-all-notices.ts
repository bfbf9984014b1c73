import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getAllNotices } from '@trailside/domain/notices/notices.client';
import { useApi } from '../../api/api-provider';
import { noticeKeys } from './notice-keys';

export const allNoticesQueryOptions = (api: ApiClient) => queryOptions({ queryKey: noticeKeys.everything(), queryFn: () => getAllNotices(api) });

/** Staff: every notice, scheduled, running or ended. */
export function useAllNotices() {
  return useQuery(allNoticesQueryOptions(useApi()));
}
