import { LEVEL_NAMES, startTermName } from '@trailside/domain/admissions/admissions.types';
import { ASK_THE_OFFICE, STAGE_FOR_FAMILIES } from '@trailside/domain/admissions/families.messages';
import { updateMyGuardianSchema, updateMyStudentSchema } from '@trailside/domain/admissions/families.schema';
import type { MyFamily } from '@trailside/domain/admissions/families.types';
import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { useMyFamily } from '@trailside/ui/admissions/api/get-my-family';
import { useUpdateMyGuardian } from '@trailside/ui/admissions/api/update-my-guardian';
import { useUpdateMyStudent } from '@trailside/ui/admissions/api/update-my-student';
import { StudentDetailsFields } from '@trailside/ui/admissions/student-details-fields';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { type FormEvent, useId } from 'react';
import './my-family.css';

/**
 * "My family" on My account: the family the school has on record for the signed-in guardian (nothing shows for an
 * account that is no family's guardian), where each child stands in plain words, and what the guardian may correct
 * themselves: their own name and phone, and each child's names and date of birth.
 */
export function MyFamilySection() {
  const family = useMyFamily();
  const headingId = useId();
  if (!family.data) return null;
  const { name, me, otherGuardians, students } = family.data;
  return (
    <section className="card my-family" aria-labelledby={headingId}>
      <h2 id={headingId}>My family</h2>
      <p>
        This is what the school has on record for {name}
        {otherGuardians.length ? `, with ${otherGuardians.join(' and ')}` : ''}. If something is wrong, correct it here, or tell the school office.
      </p>
      <MyDetailsForm me={me} />
      {students.map((student) => (
        <StudentCard key={student.id} student={student} />
      ))}
    </section>
  );
}

function MyDetailsForm({ me }: { me: MyFamily['me'] }) {
  const save = useUpdateMyGuardian();
  const { formRef, check, errorFor } = useFormValidation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(updateMyGuardianSchema, textFieldsOf(new FormData(event.currentTarget)));
    if (input) save.mutate(input);
  };
  return (
    <form ref={formRef} className="my-family__form" onSubmit={submit} noValidate aria-label="Your details as a guardian">
      <h3>You</h3>
      <TextField label="Your name" name="name" required defaultValue={me.name} error={errorFor('name')} limit={120} />
      <TextField label="Your phone" name="phone" type="tel" autoComplete="tel" defaultValue={me.phone} error={errorFor('phone')} limit={40} />
      <p className="my-family__note">We write to you at {me.email}, your account's address (change it under your details above).</p>
      {save.error && <p role="alert" className="my-family__error">{saveErrorMessageOf(save.error)}</p>}
      <FormActions submitLabel="Save my details" busy={save.isPending} busyLabel="Saving" />
    </form>
  );
}

function StudentCard({ student }: { student: MyFamily['students'][number] }) {
  const save = useUpdateMyStudent();
  const { formRef, check, errorFor } = useFormValidation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(updateMyStudentSchema, { ...textFieldsOf(new FormData(event.currentTarget)), id: student.id });
    if (input) save.mutate(input);
  };
  const fullName = `${student.firstName} ${student.lastName}`.trim();
  return (
    <form ref={formRef} className="my-family__form my-family__child" onSubmit={submit} noValidate aria-label={`${fullName}'s details`}>
      <h3>{fullName}</h3>
      <dl className="my-family__facts">
        <dt>Where things stand</dt>
        <dd>{STAGE_FOR_FAMILIES[student.stage]}</dd>
        <dt>Class</dt>
        <dd>{student.level ? LEVEL_NAMES[student.level] : 'Not chosen yet'}</dd>
        <dt>Starting</dt>
        <dd>{student.startTerm ? startTermName(student.startTerm) : 'Not chosen yet'}</dd>
      </dl>
      {/* The class, the start and the stage are the school's to set. */}
      <p className="my-family__note">{ASK_THE_OFFICE}</p>
      <StudentDetailsFields student={student} errorFor={errorFor} />
      {save.error && <p role="alert" className="my-family__error">{saveErrorMessageOf(save.error)}</p>}
      <FormActions submitLabel={`Save ${student.firstName}'s details`} busy={save.isPending} busyLabel="Saving" />
    </form>
  );
}
