import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_SUCCESS } from '@trailside/domain/users/user.messages';
import { deleteUser } from '@trailside/domain/users/users.client';
import { useApi } from '../../api/api-provider';
import { accountKeys } from '../../account/api/account-keys';
import { useAuth } from '../../auth/auth-provider';
import { userKeys } from './user-keys';

interface DeleteUserVariables {
  id: string;
  /** The actor's own password: needed unless staff delete someone else's account. */
  password?: string;
}

/** DELETE /api/users by id. */
export function useDeleteUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { session } = useAuth();
  return useMutation({
    mutationFn: ({ id, password }: DeleteUserVariables) => deleteUser(api, id, password),
    onSuccess: (_answer, { id }) => {
      // One's own account is gone: asking for it again would only be refused. A child's leaves the parent's list.
      if (id === session?.user.id) return queryClient.removeQueries({ queryKey: accountKeys.all });
      return Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.all }), queryClient.invalidateQueries({ queryKey: accountKeys.all })]);
    },
    meta: { successMessage: USER_SUCCESS.deleted },
  });
}
