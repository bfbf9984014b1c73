import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '@trailside/domain/mail/mail.client';
import type { SuccessResponse } from '@trailside/domain/auth/auth.types';
import { useApi } from '../../api/api-provider';

/** POST /api/auth/verify-email/resend: a new link to the signed-in person's address. */
export function useResendVerification() {
  const api = useApi();
  return useMutation({
    mutationFn: () => resendVerification(api),
    meta: { successMessage: { text: (answer: SuccessResponse) => answer.message }.text as (data: unknown) => string },
  });
}
