import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserResponse } from '@trailside/domain/users/user.contract';
import { INVITATION_SUCCESS, USER_SUCCESS } from '@trailside/domain/users/user.messages';
import type { CreateUserInput } from '@trailside/domain/users/user.schema';
import { createUser } from '@trailside/domain/users/users.client';
import { useApi } from '../../api/api-provider';
import { userKeys } from './user-keys';

interface CreateUserVariables {
  payload: CreateUserInput;
  profileImage: Blob | null;
}

/** POST /api/users: an admin's Create User (check the form with createUserSchema first), by default with an invitation. */
export function useCreateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, profileImage }: CreateUserVariables) => createUser(api, payload, profileImage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    // The spec's text, and with an invitation whether it went.
    meta: {
      successMessage: ({ user, invitation }: CreateUserResponse) => (invitation ? INVITATION_SUCCESS[invitation](user.email) : USER_SUCCESS.created),
    },
  });
}
