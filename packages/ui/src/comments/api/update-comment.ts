import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_SUCCESS } from '@trailside/domain/comments/comment.messages';
import { updateComment } from '@trailside/domain/comments/comment.client';
import type { UpdateCommentInput } from '@trailside/domain/comments/comment.schema';
import { useApi } from '../../api/api-provider';
import { invalidateComments } from './invalidate-comments';

/**
 * PUT /api/comments: an admin's approve ({ id, approved: true }) or an author's new text ({ id, comment }),
 * which sends it back to awaiting approval (spec section 4). Banner: "Successfully updated Comment".
 */
export function useUpdateComment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateCommentInput) => (await updateComment(api, change)).comment,
    onSuccess: () => invalidateComments(queryClient),
    meta: { successMessage: COMMENT_SUCCESS.updated },
  });
}
