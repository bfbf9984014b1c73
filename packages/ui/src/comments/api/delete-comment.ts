import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_SUCCESS } from '@trailside/domain/comments/comment.messages';
import { deleteComment } from '@trailside/domain/comments/comment.client';
import { useApi } from '../../api/api-provider';
import { invalidateComments } from './invalidate-comments';

/** DELETE /api/comments by id: the soft delete of an admin or the author (spec section 4). Banner: "Comment Deleted". */
export function useDeleteComment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await deleteComment(api, id)).comment,
    onSuccess: () => invalidateComments(queryClient),
    meta: { successMessage: COMMENT_SUCCESS.deleted },
  });
}
