import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput } from '@trailside/domain/users/user.schema';
import { toAuthUser } from '@trailside/domain/users/user.rules';
import { updateUser } from '@trailside/domain/users/users.client';
import { accountKeys } from './account-keys';
import { useApi } from '../../api/api-provider';
import { useAuth } from '../../auth/auth-provider';

interface ChangeVariables {
  payload: UpdateUserInput;
  profileImage?: Blob | null;
}

/**
 * PUT /api/users on one's own account, keeping the session in step: the new name and picture show at once, and
 * a new password's fresh token replaces the old one (every other sign-in has ended).
 */
export function useChangeOwnAccount(successMessage: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { session, signIn } = useAuth();
  return useMutation({
    mutationFn: ({ payload, profileImage }: ChangeVariables) => updateUser(api, payload, profileImage),
    onSuccess: ({ user, token }) => {
      if (session && user.id === session.user.id) signIn({ ...session, user, authUser: toAuthUser(user), token: token ?? session.token });
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    meta: { successMessage },
  });
}
