import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNotice } from '@trailside/domain/notices/notices.client';
import { NOTICE_SUCCESS } from '@trailside/domain/notices/notice.messages';
import type { UpdateNoticeInput } from '@trailside/domain/notices/notice.schema';
import { useApi } from '../../api/api-provider';
import { noticeKeys } from './notice-keys';

/** PUT /api/notices: the id and what changed; failures are for the form, from `error`. */
export function useUpdateNotice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateNoticeInput) => (await updateNotice(api, change)).notice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
    meta: { successMessage: NOTICE_SUCCESS.updated, errorBanner: false },
  });
}
