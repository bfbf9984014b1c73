import { addFamilyNote } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { FamilyNoteInput } from '@trailside/domain/admissions/families.schema';
import { useFamilyWrite } from './family-write';

/** POST /api/families/:id/notes (staff): a note on the family's timeline. */
export const useAddFamilyNote = (familyId: string) => useFamilyWrite<FamilyNoteInput>(familyId, addFamilyNote, { successMessage: FAMILY_SUCCESS.noteAdded, errorBanner: false });
