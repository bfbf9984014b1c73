import { addGuardianSchema, updateGuardianSchema } from '@trailside/domain/admissions/families.schema';
import type { FamilyDetail, GuardianView } from '@trailside/domain/admissions/families.types';
import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { useAddGuardian } from '@trailside/ui/admissions/api/add-guardian';
import { useUpdateGuardian } from '@trailside/ui/admissions/api/update-guardian';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { type FormEvent, useId, useState } from 'react';
import { changedOnly } from './changed-only';

/** The family's guardians: each with their address, whether it is proved and whether they have an account; edited in place; another added. */
export function GuardiansSection({ family }: { family: FamilyDetail }) {
  const [editing, setEditing] = useState<string | null>(null);
  const headingId = useId();
  return (
    <section className="family__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Guardians</h2>
      <ul className="family__people">
        {family.guardians.map((guardian) => (
          <li key={guardian.id} className="family__person">
            {editing === guardian.id ? (
              <GuardianForm familyId={family.id} guardian={guardian} onDone={() => setEditing(null)} />
            ) : (
              <>
                <p className="family__person-name">{guardian.name}</p>
                <p className="family__meta">
                  {guardian.email} ({guardian.verified ? 'address proved' : 'address not proved yet'}){guardian.phone ? `, ${guardian.phone}` : ''}
                  {guardian.hasAccount ? ', has an account on the site' : ''}
                  {guardian.signsAgreement ? ', signs the enrolment agreement' : ", does not sign the enrolment agreement"}
                </p>
                <Button variant="secondary" onClick={() => setEditing(guardian.id)} aria-label={`Edit ${guardian.name}`}>
                  Edit
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <GuardianForm familyId={family.id} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Add a guardian
        </Button>
      )}
    </section>
  );
}

function GuardianForm({ familyId, guardian, onDone }: { familyId: string; guardian?: GuardianView; onDone: () => void }) {
  const add = useAddGuardian(familyId);
  const update = useUpdateGuardian(familyId);
  const saving = guardian ? update : add;
  const { formRef, check, errorFor } = useFormValidation();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = textFieldsOf(data);
    if (guardian) {
      const typed = { ...fields, signsAgreement: data.get('signsAgreement') === 'on' };
      const input = check(updateGuardianSchema, { id: guardian.id, ...changedOnly(typed, guardian) });
      if (input) update.mutate(input, { onSuccess: onDone });
    } else {
      const input = check(addGuardianSchema, fields);
      if (input) add.mutate(input, { onSuccess: onDone });
    }
  };
  return (
    <form ref={formRef} className="family__form" onSubmit={save} noValidate aria-label={guardian ? `Edit ${guardian.name}` : 'Add a guardian'}>
      <TextField label="Name" name="name" required defaultValue={guardian?.name} error={errorFor('name')} limit={120} />
      <TextField label="E-mail" name="email" type="email" required defaultValue={guardian?.email} error={errorFor('email')} hint={guardian ? 'A new address is not proved until they open a link we mail to it.' : undefined} />
      <TextField label="Phone" name="phone" type="tel" defaultValue={guardian?.phone} error={errorFor('phone')} limit={40} />
      {guardian && (
        <label className="family__check">
          <input type="checkbox" name="signsAgreement" defaultChecked={guardian.signsAgreement} /> Signs the enrolment agreement
        </label>
      )}
      {saving.error && <p role="alert" className="family__error">{saveErrorMessageOf(saving.error)}</p>}
      <FormActions submitLabel={guardian ? 'Save guardian' : 'Add guardian'} busy={saving.isPending} busyLabel="Saving" onCancel={onDone} />
    </form>
  );
}
