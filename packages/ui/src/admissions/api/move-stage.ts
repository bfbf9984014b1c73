import { moveStage } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { MoveStageInput } from '@trailside/domain/admissions/families.schema';
import { useFamilyWrite } from './family-write';

/** POST /api/families/:id/stage (staff): a student's stage moved by hand, with the reason. */
export const useMoveStage = (familyId: string) => useFamilyWrite<MoveStageInput>(familyId, moveStage, { successMessage: FAMILY_SUCCESS.stageMoved, errorBanner: false });
