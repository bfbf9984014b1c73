import { updateGuardian } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { UpdateGuardianInput } from '@trailside/domain/admissions/families.schema';
import { useFamilyWrite } from './family-write';

/** PUT /api/families/:id/guardians (staff): a guardian's details. */
export const useUpdateGuardian = (familyId: string) => useFamilyWrite<UpdateGuardianInput>(familyId, updateGuardian, { successMessage: FAMILY_SUCCESS.guardianSaved, errorBanner: false });
