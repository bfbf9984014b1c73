import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USER_SUCCESS } from '@trailside/domain/users/user.messages';
import { deleteUser } from '@trailside/domain/users/users.client';
import { useApi } from '../../api/api-provider';
import { userKeys } from './user-keys';

/** DELETE /api/users by id. */
export function useDeleteUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
    meta: { successMessage: USER_SUCCESS.deleted },
  });
}
