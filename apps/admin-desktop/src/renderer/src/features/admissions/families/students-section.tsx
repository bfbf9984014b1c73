import { LEVEL_NAMES, LEVELS, STAGE_NAMES, STAGES, startTermName, STUDENT_STATUS_NAMES } from '@trailside/domain/admissions/admissions.types';
import { addStudentSchema, moveStageSchema, updateStudentSchema } from '@trailside/domain/admissions/families.schema';
import { boardStartTerms } from '@trailside/domain/admissions/families.rules';
import type { FamilyDetail, StudentView } from '@trailside/domain/admissions/families.types';
import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { dayOf, wallClockAt } from '@trailside/domain/calendar/zoned-time';
import { useAddStudent } from '@trailside/ui/admissions/api/add-student';
import { useMoveStage } from '@trailside/ui/admissions/api/move-stage';
import { useUpdateStudent } from '@trailside/ui/admissions/api/update-student';
import { StudentDetailsFields } from '@trailside/ui/admissions/student-details-fields';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { JoinWaitingListButton } from '../waiting-list/join-waiting-list-button';
import { changedOnly } from './changed-only';
import { FAMILY_VIEW_TEXTS, levelText, termText } from './family-texts';

type Editing = { id: string; what: 'details' | 'stage' } | 'new' | null;

/** The family's students: where each stands, edited in place, moved to another stage with a reason, linked to a child's account; another added. */
export function StudentsSection({ family }: { family: FamilyDetail }) {
  const [editing, setEditing] = useState<Editing>(null);
  const headingId = useId();
  const accountName = (student: StudentView) => family.childAccounts.find((child) => child.id === student.userId)?.name;
  const isEditing = (student: StudentView, what: 'details' | 'stage') => typeof editing === 'object' && editing?.id === student.id && editing.what === what;
  return (
    <section className="family__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Students</h2>
      {family.students.length === 0 && <p>{FAMILY_VIEW_TEXTS.noStudents}</p>}
      <ul className="family__people">
        {family.students.map((student) => {
          const name = `${student.firstName} ${student.lastName}`.trim();
          return (
            <li key={student.id} className="family__person">
              {isEditing(student, 'details') ? (
                <StudentForm family={family} student={student} onDone={() => setEditing(null)} />
              ) : isEditing(student, 'stage') ? (
                <StageForm familyId={family.id} student={student} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <p className="family__person-name">
                    {name} <span className="families__badge">{STAGE_NAMES[student.stage]}</span>
                  </p>
                  <p className="family__meta">
                    Born {student.dateOfBirth ?? FAMILY_VIEW_TEXTS.notGiven}; {levelText(student.level)}, {termText(student.startTerm)}; {STUDENT_STATUS_NAMES[student.status]}
                    {student.userId ? `; linked to the account of ${accountName(student) ?? 'a child'}` : ''}
                  </p>
                  <div className="family__actions">
                    <Button variant="secondary" onClick={() => setEditing({ id: student.id, what: 'details' })} aria-label={`Edit ${name}`}>
                      Edit
                    </Button>
                    <Button variant="secondary" onClick={() => setEditing({ id: student.id, what: 'stage' })} aria-label={`Move the stage of ${name}`}>
                      Move stage
                    </Button>
                    <JoinWaitingListButton student={{ id: student.id, name, stage: student.stage }} />
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {editing === 'new' ? (
        <StudentForm family={family} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Add a student
        </Button>
      )}
    </section>
  );
}

function StudentForm({ family, student, onDone }: { family: FamilyDetail; student?: StudentView; onDone: () => void }) {
  const clock = useSchoolClock();
  const terms = useMemo(() => boardStartTerms(dayOf(wallClockAt(new Date(), clock.timeZone))), [clock.timeZone]);
  const termChoices = student?.startTerm && !terms.includes(student.startTerm as (typeof terms)[number]) ? [student.startTerm, ...terms] : terms;
  const add = useAddStudent(family.id);
  const update = useUpdateStudent(family.id);
  const saving = student ? update : add;
  const { formRef, check, errorFor } = useFormValidation();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = textFieldsOf(new FormData(event.currentTarget));
    const typed = { ...fields, level: fields.level || null, startTerm: fields.startTerm || null, ...(student ? { userId: fields.userId || null } : {}) };
    if (student) {
      const input = check(updateStudentSchema, { id: student.id, ...changedOnly(typed, student) });
      if (input) update.mutate(input, { onSuccess: onDone });
    } else {
      const input = check(addStudentSchema, typed);
      if (input) add.mutate(input, { onSuccess: onDone });
    }
  };
  return (
    <form ref={formRef} className="family__form" onSubmit={save} noValidate aria-label={student ? `Edit ${student.firstName}` : 'Add a student'}>
      <StudentDetailsFields student={student} errorFor={errorFor} />
      <SelectField label="Level" name="level" defaultValue={student?.level ?? ''} error={errorFor('level')}>
        <option value="">Not given</option>
        {LEVELS.map((level) => (
          <option key={level} value={level}>
            {LEVEL_NAMES[level]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Start term" name="startTerm" defaultValue={student?.startTerm ?? ''} error={errorFor('startTerm')}>
        <option value="">Not given</option>
        {termChoices.map((term) => (
          <option key={term} value={term}>
            {startTermName(term)}
          </option>
        ))}
      </SelectField>
      {student && (
        <SelectField label="The child's own account" name="userId" defaultValue={student.userId ?? ''} error={errorFor('userId')}>
          <option value="">Not linked</option>
          {family.childAccounts.map((child) => (
            <option key={child.id} value={child.id}>
              {child.name}
            </option>
          ))}
        </SelectField>
      )}
      {saving.error && <p role="alert" className="family__error">{saveErrorMessageOf(saving.error)}</p>}
      <FormActions submitLabel={student ? 'Save student' : 'Add student'} busy={saving.isPending} busyLabel="Saving" onCancel={onDone} />
    </form>
  );
}

function StageForm({ familyId, student, onDone }: { familyId: string; student: StudentView; onDone: () => void }) {
  const move = useMoveStage(familyId);
  const { formRef, check, errorFor } = useFormValidation();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(moveStageSchema, { ...textFieldsOf(new FormData(event.currentTarget)), studentId: student.id });
    if (input) move.mutate(input, { onSuccess: onDone });
  };
  return (
    <form ref={formRef} className="family__form" onSubmit={save} noValidate aria-label={`Move the stage of ${student.firstName}`}>
      <SelectField label={`New stage for ${student.firstName} (now ${STAGE_NAMES[student.stage]})`} name="stage" defaultValue={student.stage} error={errorFor('stage')}>
        {STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {STAGE_NAMES[stage]}
          </option>
        ))}
      </SelectField>
      <TextField label="Why it moves" name="reason" required error={errorFor('reason')} limit={300} hint="Kept on the timeline and in the Activity log." />
      {move.error && <p role="alert" className="family__error">{saveErrorMessageOf(move.error)}</p>}
      <FormActions submitLabel="Move stage" busy={move.isPending} busyLabel="Moving" onCancel={onDone} />
    </form>
  );
}
