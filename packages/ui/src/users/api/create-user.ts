import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_SUCCESS } from '@trailside/domain/users/user.messages';
import type { CreateUserInput } from '@trailside/domain/users/user.schema';
import { createUser } from '@trailside/domain/users/users.client';
import { useApi } from '../../api/api-provider';
import { userKeys } from './user-keys';

interface CreateUserVariables {
  payload: CreateUserInput;
  profileImage: Blob | null;
}

/** POST /api/users: an admin's Create User (check the form with createUserSchema first). */
export function useCreateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, profileImage }: CreateUserVariables) => (await createUser(api, payload, profileImage)).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { successMessage: USER_SUCCESS.created },
  });
}
