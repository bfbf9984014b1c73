import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateComment } from '@trailside/domain/comments/comment.client';
import { useApi } from '@trailside/ui/api/api-provider';

/** An author's new text; the comment goes back to awaiting approval (spec section 4). */
export function useEditComment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, comment }: { id: string; comment: string }) => (await updateComment(api, { id, comment })).comment,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['comments'] }), queryClient.invalidateQueries({ queryKey: ['blogs'] })]),
  });
}
