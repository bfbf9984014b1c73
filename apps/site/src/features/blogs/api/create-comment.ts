import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createComment } from '@trailside/domain/comments/comment.client';
import { COMMENT_SUCCESS } from '@trailside/domain/comments/comment.messages';
import type { CreateCommentInput } from '@trailside/domain/comments/comment.schema';
import { useApi } from '@trailside/ui/api/api-provider';
import { commentKeys } from '@trailside/ui/comments/api/comment-keys';

export function useCreateComment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateCommentInput) => (await createComment(api, payload)).comment,
    // The new comment joins its list, and the comment it answers gains a reply.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
    meta: { successMessage: COMMENT_SUCCESS.created },
  });
}
