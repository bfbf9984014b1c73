import { mergeFamily } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { MergeFamilyInput } from '@trailside/domain/admissions/families.schema';
import { useFamilyWrite } from './family-write';

/** POST /api/families/:id/merge (staff): another family joins this one (the other family's id goes). */
export const useMergeFamily = (familyId: string) => useFamilyWrite<MergeFamilyInput>(familyId, mergeFamily, { successMessage: FAMILY_SUCCESS.merged, errorBanner: false });
