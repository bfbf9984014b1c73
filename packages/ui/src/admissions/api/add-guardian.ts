import { addGuardian } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { AddGuardianInput } from '@trailside/domain/admissions/families.schema';
import { useFamilyWrite } from './family-write';

/** POST /api/families/:id/guardians (staff): another parent or carer. */
export const useAddGuardian = (familyId: string) => useFamilyWrite<AddGuardianInput>(familyId, addGuardian, { successMessage: FAMILY_SUCCESS.guardianAdded, errorBanner: false });
