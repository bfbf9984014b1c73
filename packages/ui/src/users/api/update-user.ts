import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_SUCCESS } from '@trailside/domain/users/user.messages';
import type { UpdateUserInput } from '@trailside/domain/users/user.schema';
import { updateUser } from '@trailside/domain/users/users.client';
import { useApi } from '../../api/api-provider';
import { userKeys } from './user-keys';

interface UpdateUserVariables {
  /** The id plus only what changes (the domain's changedFields). */
  payload: UpdateUserInput;
  profileImage?: Blob | null;
}

/** PUT /api/users: a change to one account. */
export function useUpdateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, profileImage }: UpdateUserVariables) => (await updateUser(api, payload, profileImage)).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { successMessage: USER_SUCCESS.updated },
  });
}
