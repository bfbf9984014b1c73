import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endNotice } from '@trailside/domain/notices/notices.client';
import { NOTICE_SUCCESS } from '@trailside/domain/notices/notice.messages';
import { useApi } from '../../api/api-provider';
import { noticeKeys } from './notice-keys';

/** POST /api/notices/end: the notice leaves every page now. */
export function useEndNotice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => endNotice(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
    meta: { successMessage: NOTICE_SUCCESS.ended },
  });
}
