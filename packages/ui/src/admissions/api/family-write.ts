import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyDetail } from '@trailside/domain/admissions/families.types';
import type { ApiClient } from '@trailside/domain/api/client';
import type { MutationMessages } from '../../api/query-client';
import { useApi } from '../../api/api-provider';
import { familyKeys } from './family-keys';

/**
 * A staff change to one family (every such route answers the family as it now is): the family's first page shows the
 * answer at once, then the family and the board (whose counts may have moved) are asked for again.
 */
export function useFamilyWrite<Input>(familyId: string, write: (api: ApiClient, familyId: string, input: Input) => Promise<{ family: FamilyDetail }>, meta: MutationMessages) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await write(api, familyId, input)).family,
    onSuccess: (family) => {
      queryClient.setQueryData(familyKeys.page(family.id, {}), family);
      return Promise.all([queryClient.invalidateQueries({ queryKey: familyKeys.detail(familyId) }), queryClient.invalidateQueries({ queryKey: familyKeys.board })]);
    },
    meta,
  });
}
