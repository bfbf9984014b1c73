import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMyStudent } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { UpdateMyStudentInput } from '@trailside/domain/admissions/families.schema';
import { useApi } from '../../api/api-provider';
import { familyKeys } from './family-keys';

/** PUT /api/account/family/students: the guardian corrects a child's names or date of birth; failures are for the form. */
export function useUpdateMyStudent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateMyStudentInput) => (await updateMyStudent(api, change)).family,
    onSuccess: (family) => queryClient.setQueryData(familyKeys.mine, family),
    meta: { successMessage: FAMILY_SUCCESS.myChildSaved, errorBanner: false },
  });
}
