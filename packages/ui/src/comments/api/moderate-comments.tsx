import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENT_SUCCESS } from '@trailside/domain/comments/comment.messages';
import { moderateComments } from '@trailside/domain/comments/comment.client';
import type { ModerateCommentsInput } from '@trailside/domain/comments/comment.schema';
import { useApi } from '../../api/api-provider';
import { invalidateComments } from './invalidate-comments';

/** POST /api/comments/moderate: one action for several comments, all or nothing (the staff console's inbox). */
export function useModerateComments() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ModerateCommentsInput) => (await moderateComments(api, input)).comments,
    onSuccess: () => invalidateComments(queryClient),
    meta: {
      successMessage: (_comments, { action }: ModerateCommentsInput) => (action === 'delete' ? COMMENT_SUCCESS.deleted : COMMENT_SUCCESS.updated),
    },
  });
}
