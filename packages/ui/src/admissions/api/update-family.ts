import { updateFamily } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { UpdateFamilyInput } from '@trailside/domain/admissions/families.schema';
import { useFamilyWrite } from './family-write';

/** PUT /api/families/:id (staff): the family's name. */
export const useUpdateFamily = (familyId: string) => useFamilyWrite<UpdateFamilyInput>(familyId, updateFamily, { successMessage: FAMILY_SUCCESS.familySaved, errorBanner: false });
