import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getModerationQueue } from '@trailside/domain/moderation/moderation.client';
import type { ModerationQueueQueryInput } from '@trailside/domain/moderation/moderation.schema';
import { useApi } from '../../api/api-provider';
import { moderationKeys } from './moderation-keys';

export const moderationQueueQueryOptions = (api: ApiClient, query: ModerationQueueQueryInput) =>
  queryOptions({
    queryKey: moderationKeys.queue(query),
    queryFn: () => getModerationQueue(api, query),
  });

/** GET /api/moderation (admins): one page of the inbox; the last page stays on screen while another filter loads. */
export function useModerationQueue(query: ModerationQueueQueryInput) {
  return useQuery({ ...moderationQueueQueryOptions(useApi(), query), placeholderData: keepPreviousData });
}
