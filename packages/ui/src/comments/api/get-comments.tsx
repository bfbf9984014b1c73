import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getComments } from '@trailside/domain/comments/comment.client';
import { useApi } from '../../api/api-provider';
import { useActor } from '../../auth/use-actor';
import { commentKeys } from './comment-keys';

/** A failure shows in the list's place, not in the banner. */
export const commentsQueryOptions = (api: ApiClient, parentDocPath: string, viewerId: string | null) =>
  queryOptions({
    queryKey: commentKeys.list(parentDocPath, viewerId),
    queryFn: async () => (await getComments(api, parentDocPath)).comments,
    meta: { errorBanner: false },
  });

/** The comments on a post ("blogs/{id}") or the replies to one comment (its docPath), fetched when shown. */
export function useComments(parentDocPath: string) {
  const actor = useActor();
  return useQuery(commentsQueryOptions(useApi(), parentDocPath, actor?.id ?? null));
}
