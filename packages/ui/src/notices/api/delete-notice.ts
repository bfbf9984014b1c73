import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNotice } from '@trailside/domain/notices/notices.client';
import { NOTICE_SUCCESS } from '@trailside/domain/notices/notice.messages';
import { useApi } from '../../api/api-provider';
import { noticeKeys } from './notice-keys';

/** DELETE /api/notices (confirm first: NOTICE_CONFIRM_DELETE). */
export function useDeleteNotice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteNotice(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
    meta: { successMessage: NOTICE_SUCCESS.deleted },
  });
}
