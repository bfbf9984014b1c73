import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMyGuardian } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { UpdateMyGuardianInput } from '@trailside/domain/admissions/families.schema';
import { useApi } from '../../api/api-provider';
import { familyKeys } from './family-keys';

/** PUT /api/account/family/me: the guardian corrects their own name or phone; failures are for the form. */
export function useUpdateMyGuardian() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateMyGuardianInput) => (await updateMyGuardian(api, change)).family,
    onSuccess: (family) => queryClient.setQueryData(familyKeys.mine, family),
    meta: { successMessage: FAMILY_SUCCESS.myDetailsSaved, errorBanner: false },
  });
}
