import { STAGE_NAMES } from '@trailside/domain/admissions/admissions.types';
import { updateFamilySchema } from '@trailside/domain/admissions/families.schema';
import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { useFamily } from '@trailside/ui/admissions/api/get-family';
import { useUpdateFamily } from '@trailside/ui/admissions/api/update-family';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { GuardiansSection } from './guardians-section';
import { MergeSection } from './merge-section';
import { StudentsSection } from './students-section';
import { TimelineSection } from './timeline-section';
import './families.css';

/** One family for staff: its name and stage, guardians, students, timeline with notes, and a merge with another family. */
export function FamilyPage({ familyId }: { familyId: string }) {
  const [timelineOffset, setTimelineOffset] = useState(0);
  // The first page's key is the one every change fills with the family as it now is.
  const family = useFamily(familyId, timelineOffset ? { offset: timelineOffset } : {});
  if (family.isPending) return <Spinner label="Loading the family" />;
  if (!family.data) return <p role="alert">{family.error ? saveErrorMessageOf(family.error) : null}</p>;
  const data = family.data;
  return (
    <div className="family">
      <p>
        <Link to="..">Back to all families</Link>
      </p>
      <FamilyName familyId={data.id} name={data.name} />
      <p className="family__stage">
        Stage on the board: <strong>{STAGE_NAMES[data.stage]}</strong>
      </p>
      <GuardiansSection family={data} />
      <StudentsSection family={data} />
      <TimelineSection family={data} offset={timelineOffset} onOffset={setTimelineOffset} />
      <MergeSection family={data} />
    </div>
  );
}

/** The family's name as staff call it, renamed in place. */
function FamilyName({ familyId, name }: { familyId: string; name: string }) {
  const [editing, setEditing] = useState(false);
  const rename = useUpdateFamily(familyId);
  const { formRef, check, errorFor } = useFormValidation();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(updateFamilySchema, textFieldsOf(new FormData(event.currentTarget)));
    if (input) rename.mutate(input, { onSuccess: () => setEditing(false) });
  };
  if (!editing)
    return (
      <div className="family__title">
        <h2>{name}</h2>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Rename
        </Button>
      </div>
    );
  return (
    <form ref={formRef} className="family__form" onSubmit={save} noValidate aria-label="Rename the family">
      <TextField label="Family name" name="name" defaultValue={name} required error={errorFor('name')} limit={120} />
      {rename.error && <p role="alert" className="family__error">{saveErrorMessageOf(rename.error)}</p>}
      <FormActions submitLabel="Save name" busy={rename.isPending} busyLabel="Saving" onCancel={() => setEditing(false)} />
    </form>
  );
}
