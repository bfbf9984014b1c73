import { useMutation } from '@tanstack/react-query';
import { register } from '@trailside/domain/auth/auth.client';
import type { SignUpInput } from '@trailside/domain/users/user.schema';
import { useApi } from '@trailside/ui/api/api-provider';

interface RegisterVariables {
  payload: SignUpInput;
  profileImage: File | null;
}

export function useRegister() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ payload, profileImage }: RegisterVariables) => register(api, payload, profileImage),
  });
}
