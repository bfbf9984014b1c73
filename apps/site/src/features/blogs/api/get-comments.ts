import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getComments } from '@trailside/domain/comments/comment.client';
import { useApi } from '@trailside/ui/api/api-provider';
import { useAuth } from '@trailside/ui/auth/auth-provider';

/** Who is asking is part of the key: authors and staff see comments visitors do not. */
export const commentsQueryOptions = (api: ApiClient, parentDocPath: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['comments', parentDocPath, viewerId],
    queryFn: async () => (await getComments(api, parentDocPath)).comments,
  });

/** The comments on a post ("blogs/{id}") or the replies to one comment (its docPath), fetched when shown. */
export function useComments(parentDocPath: string) {
  const { session } = useAuth();
  return useQuery(commentsQueryOptions(useApi(), parentDocPath, session?.authUser.id ?? null));
}
