import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '@trailside/domain/auth/auth.client';
import type { ResetPasswordInput } from '@trailside/domain/auth/auth.schema';
import { useApi } from '@trailside/ui/api/api-provider';

export function useResetPassword() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ResetPasswordInput) => resetPassword(api, body) });
}
