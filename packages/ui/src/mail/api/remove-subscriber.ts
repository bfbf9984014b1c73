import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSubscriber } from '@trailside/domain/mail/mail.client';
import { MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { useApi } from '../../api/api-provider';
import { mailKeys } from './mail-keys';

/** DELETE /api/subscribers by id (staff). */
export function useRemoveSubscriber() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeSubscriber(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...mailKeys.all, 'subscribers'] }),
    meta: { successMessage: MAIL_TEXTS.subscriberRemoved },
  });
}
