import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput } from '@trailside/domain/users/user.schema';
import { createUser } from '@trailside/domain/users/users.client';
import { useApi } from '@trailside/ui/api/api-provider';

interface CreateUserVariables {
  payload: CreateUserInput;
  profileImage: File | null;
}

export function useCreateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, profileImage }: CreateUserVariables) => createUser(api, payload, profileImage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
