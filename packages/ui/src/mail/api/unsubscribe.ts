import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsubscribe } from '@trailside/domain/mail/mail.client';
import type { UnsubscribeInput } from '@trailside/domain/mail/mail.schema';
import { useApi } from '../../api/api-provider';
import { mailKeys } from './mail-keys';

/** POST /api/mail-preferences/unsubscribe: the unsubscribe page's button; the page shows the outcome itself. */
export function useUnsubscribe() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnsubscribeInput) => unsubscribe(api, body),
    onSuccess: (answer, body) => queryClient.setQueryData(mailKeys.byLink(body.token), answer.preferences),
    meta: { errorBanner: false },
  });
}
