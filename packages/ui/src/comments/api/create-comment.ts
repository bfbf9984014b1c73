import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { createComment } from '@trailside/domain/comments/comment.client';
import { COMMENT_SUCCESS } from '@trailside/domain/comments/comment.messages';
import type { CreateCommentInput } from '@trailside/domain/comments/comment.schema';
import { useApi } from '../../api/api-provider';
import { commentKeys } from './comment-keys';

/** POST /api/comments. */
export const createCommentMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (payload: CreateCommentInput) => (await createComment(api, payload)).comment,
    // Its own thread only: the list it joins, and the list holding the comment it answers (whose reply count moves).
    // It awaits approval, so no other thread and no post's count changes.
    onSuccess: (_comment, { parentDocPath }) => Promise.all(commentKeys.touchedByReplyTo(parentDocPath).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    meta: { successMessage: COMMENT_SUCCESS.created },
  });

export function useCreateComment() {
  return useMutation(createCommentMutationOptions(useApi(), useQueryClient()));
}
