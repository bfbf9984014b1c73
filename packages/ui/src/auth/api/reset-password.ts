import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '@trailside/domain/auth/auth.client';
import { AUTH_SUCCESS } from '@trailside/domain/auth/auth.messages';
import type { ResetPasswordInput } from '@trailside/domain/auth/auth.schema';
import { useApi } from '../../api/api-provider';

/** POST /api/auth/resetPassword. A refused link is explained in the form, with the way to a new one. */
export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => resetPassword(api, body),
    meta: { successMessage: AUTH_SUCCESS.passwordChanged, errorBanner: false },
  });
}
