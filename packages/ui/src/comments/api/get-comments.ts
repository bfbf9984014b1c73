import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getComments } from '@trailside/domain/comments/comment.client';
import { COMMENT_PAGE_SIZE } from '@trailside/domain/comments/comment.schema';
import { nextCursorOf } from '@trailside/domain/pagination/cursor-page';
import { useApi } from '../../api/api-provider';
import { useActor } from '../../auth/use-actor';
import { commentKeys } from './comment-keys';

/**
 * A thread a page at a time, oldest first: each further page starts after the last comment loaded. A failure shows
 * in the list's place, not in the banner.
 */
export const commentsQueryOptions = (api: ApiClient, parentDocPath: string, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(parentDocPath, viewerId),
    queryFn: async ({ pageParam }) => (await getComments(api, parentDocPath, pageParam ? { after: pageParam } : {})).comments,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => nextCursorOf(page, COMMENT_PAGE_SIZE),
    meta: { errorBanner: false },
  });

/** The comments on a post ("blogs/{id}") or the replies to one comment (its docPath), fetched when shown. */
export function useComments(parentDocPath: string) {
  const actor = useActor();
  return useInfiniteQuery(commentsQueryOptions(useApi(), parentDocPath, actor?.id ?? null));
}
