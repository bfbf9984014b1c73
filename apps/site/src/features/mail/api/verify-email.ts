import { useMutation } from '@tanstack/react-query';
import { verifyEmail } from '@trailside/domain/mail/mail.client';
import { useApi } from '@trailside/ui/api/api-provider';

/** POST /api/auth/verify-email with the mailed link's token; the page shows the outcome itself. */
export function useVerifyEmail() {
  const api = useApi();
  return useMutation({ mutationFn: (token: string) => verifyEmail(api, token), meta: { errorBanner: false } });
}
