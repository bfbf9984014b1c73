import type { StudentView } from '@trailside/domain/admissions/families.types';
import { TextField } from '../form-field/text-field';

interface StudentDetailsFieldsProps {
  /** The student as they are, for a correction; nothing for a new one. */
  student?: Pick<StudentView, 'firstName' | 'lastName' | 'dateOfBirth'>;
  /** The form's error for a field (useFormValidation's errorFor). */
  errorFor: (field: 'firstName' | 'lastName' | 'dateOfBirth') => string | null;
}

/**
 * A child's names and date of birth: the part of a student a family corrects on My family and staff edit on the
 * board, so both ask for them the same way (the names as the child is known, the date as a date box).
 */
export function StudentDetailsFields({ student, errorFor }: StudentDetailsFieldsProps) {
  return (
    <>
      <TextField label="First name" name="firstName" required autoComplete="off" defaultValue={student?.firstName} error={errorFor('firstName')} limit={60} />
      <TextField label="Last name" name="lastName" autoComplete="off" defaultValue={student?.lastName} error={errorFor('lastName')} limit={60} />
      <TextField label="Date of birth" name="dateOfBirth" type="date" defaultValue={student?.dateOfBirth ?? ''} error={errorFor('dateOfBirth')} />
    </>
  );
}
