import { addFamilySchema } from '@trailside/domain/admissions/families.schema';
import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { useAddFamily } from '@trailside/ui/admissions/api/add-family';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** A family the office adds by hand (a phone call), from its first guardian; its page opens once it is saved. */
export function AddFamilyForm() {
  const [open, setOpen] = useState(false);
  const add = useAddFamily();
  const navigate = useNavigate();
  const { formRef, check, errorFor } = useFormValidation();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = check(addFamilySchema, textFieldsOf(new FormData(event.currentTarget)));
    if (input) add.mutate(input, { onSuccess: (family) => navigate(family.id) });
  };
  if (!open)
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Add a family
        </Button>
      </div>
    );
  return (
    <form ref={formRef} className="family__form" onSubmit={save} noValidate aria-label="Add a family">
      <TextField label="Guardian's name" name="name" required error={errorFor('name')} limit={120} />
      <TextField label="E-mail" name="email" type="email" required error={errorFor('email')} />
      <TextField label="Phone" name="phone" type="tel" error={errorFor('phone')} limit={40} />
      {add.error && <p role="alert" className="family__error">{saveErrorMessageOf(add.error)}</p>}
      <FormActions submitLabel="Add family" busy={add.isPending} busyLabel="Adding" onCancel={() => setOpen(false)} />
    </form>
  );
}
