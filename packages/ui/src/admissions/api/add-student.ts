import { addStudent } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { AddStudentInput } from '@trailside/domain/admissions/families.schema';
import { useFamilyWrite } from './family-write';

/** POST /api/families/:id/students (staff): a child the family names. */
export const useAddStudent = (familyId: string) => useFamilyWrite<AddStudentInput>(familyId, addStudent, { successMessage: FAMILY_SUCCESS.studentAdded, errorBanner: false });
