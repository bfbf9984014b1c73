import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteComment, updateComment } from '@trailside/domain/comments/comment.client';
import { useApi } from '@trailside/ui/api/api-provider';

/** Staff approve a comment; staff and authors delete one (a soft delete). Lists and the post's count refresh. */
export function useModerateComment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'approve' | 'delete' }) =>
      action === 'approve' ? (await updateComment(api, { id, approved: true })).comment : (await deleteComment(api, id)).comment,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['comments'] }), queryClient.invalidateQueries({ queryKey: ['blogs'] })]),
  });
}
