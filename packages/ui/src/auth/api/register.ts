import { useMutation } from '@tanstack/react-query';
import { register } from '@trailside/domain/auth/auth.client';
import { AUTH_SUCCESS } from '@trailside/domain/auth/auth.messages';
import type { SignUpInput } from '@trailside/domain/users/user.schema';
import { useApi } from '../../api/api-provider';

interface RegisterVariables {
  payload: SignUpInput;
  profileImage: File | null;
}

/** POST /api/auth/register: a new account is signed in at once, so success says so. */
export function useRegister() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ payload, profileImage }: RegisterVariables) => register(api, payload, profileImage),
    meta: { successMessage: AUTH_SUCCESS.loggedIn },
  });
}
