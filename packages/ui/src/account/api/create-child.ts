import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createChild, createChildFor } from '@trailside/domain/account/account.client';
import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import type { CreateChildInput } from '@trailside/domain/account/account.schema';
import { useApi } from '../../api/api-provider';
import { userKeys } from '../../users/api/user-keys';
import { accountKeys } from './account-keys';

/**
 * A child's account linked to a parent: POST /api/account/children by the parent, or, with `parentId`,
 * POST /api/users/:id/children by staff.
 */
export function useCreateChild(parentId?: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateChildInput): Promise<{ id: string }> => (parentId ? (await createChildFor(api, parentId, body)).user : (await createChild(api, body)).child),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.all }), queryClient.invalidateQueries({ queryKey: userKeys.all })]),
    meta: { successMessage: ACCOUNT_SUCCESS.childCreated },
  });
}
