import { updateStudent } from '@trailside/domain/admissions/families.client';
import { FAMILY_SUCCESS } from '@trailside/domain/admissions/families.messages';
import type { UpdateStudentInput } from '@trailside/domain/admissions/families.schema';
import { useFamilyWrite } from './family-write';

/** PUT /api/families/:id/students (staff): a student's details, or the child's account they link to. */
export const useUpdateStudent = (familyId: string) => useFamilyWrite<UpdateStudentInput>(familyId, updateStudent, { successMessage: FAMILY_SUCCESS.studentSaved, errorBanner: false });
