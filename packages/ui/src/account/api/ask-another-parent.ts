import { useMutation, useQueryClient } from '@tanstack/react-query';
import { askAnotherParent } from '@trailside/domain/account/account.client';
import type { AskAnotherParentInput } from '@trailside/domain/account/account.schema';
import { useApi } from '../../api/api-provider';
import { accountKeys } from './account-keys';

/** POST /api/account/parent: a child whose parent declined names another; My account then says whether they were mailed. */
export function useAskAnotherParent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskAnotherParentInput) => askAnotherParent(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.mine }),
  });
}
