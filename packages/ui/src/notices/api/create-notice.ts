import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createNotice } from '@trailside/domain/notices/notices.client';
import { NOTICE_SUCCESS } from '@trailside/domain/notices/notice.messages';
import type { CreateNoticeInput } from '@trailside/domain/notices/notice.schema';
import type { Notice } from '@trailside/domain/notices/notice.types';
import { useApi } from '../../api/api-provider';
import { noticeKeys } from './notice-keys';

/** POST /api/notices: "Notice posted", or "Notice scheduled" when it starts later; failures are for the form, from `error`. */
export function useCreateNotice() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notice: CreateNoticeInput) => (await createNotice(api, notice)).notice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
    meta: {
      successMessage: {
        text: (notice: Notice) => (notice.startsAt.seconds * 1000 > Date.now() ? NOTICE_SUCCESS.scheduled : NOTICE_SUCCESS.created),
      }.text as (data: unknown) => string,
      errorBanner: false,
    },
  });
}
