import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFamily } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { AddFamilyInput } from '@trailside/domain/admissions/families.schema';
import { useApi } from '../../api/api-provider';
import { familyKeys } from './family-keys';

/** POST /api/families (staff): a family added by hand from its first guardian; the board is asked for again. */
export function useAddFamily() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (guardian: AddFamilyInput) => (await addFamily(api, guardian)).family,
    onSuccess: (family) => {
      queryClient.setQueryData(familyKeys.page(family.id, {}), family);
      return queryClient.invalidateQueries({ queryKey: familyKeys.board });
    },
    meta: { successMessage: FAMILY_SUCCESS.familyAdded, errorBanner: false },
  });
}
