import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscribe } from '@trailside/domain/mail/mail.client';
import type { SubscribeInput } from '@trailside/domain/mail/mail.schema';
import type { SubscribeResponse } from '@trailside/domain/mail/mail.types';
import { useApi } from '../../api/api-provider';
import { mailKeys } from './mail-keys';

/** POST /api/subscriptions: the answer says whether it took at once or a link is on its way (the same for every address). */
export function useSubscribe() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscribeInput) => subscribe(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
    meta: { successMessage: { text: (answer: SubscribeResponse) => answer.message }.text as (data: unknown) => string, errorBanner: false },
  });
}
