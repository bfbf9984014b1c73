import { useMutation } from '@tanstack/react-query';
import { confirmSubscription } from '@trailside/domain/mail/mail.client';
import { useApi } from '@trailside/ui/api/api-provider';

/** POST /api/subscriptions/confirm with the mailed link's token; the page shows the outcome itself. */
export function useConfirmSubscription() {
  const api = useApi();
  return useMutation({ mutationFn: (token: string) => confirmSubscription(api, token), meta: { errorBanner: false } });
}
