import { createUserSchema } from '@trailside/domain/users/user.schema';
import type { FormEvent } from 'react';
import { FormActions } from '../form-field/form-actions';
import { fileFrom, textFieldsOf } from '../form-field/form-data';
import { useFormValidation } from '../form-field/use-form-validation';
import { useCreateUser } from '../users/api/create-user';
import { AccessLevelField } from './access-level-field';
import { UserFields } from './user-fields';

/**
 * The admin's Create User form (spec sections 3 and 5), on the website's /admin page and in the staff
 * console alike: the user form's fields, then the access level, parsed to an integer.
 */
export function CreateUserForm() {
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateUser();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = textFieldsOf(data);
    const payload = check(createUserSchema, { ...fields, accessLevel: Number.parseInt(fields.accessLevel ?? '', 10) });
    if (!payload) return;
    creation.mutate({ payload, profileImage: fileFrom(data, 'profileImage') }, { onSuccess: () => form.reset() });
  };

  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-labelledby="create-user-title">
      <h2 id="create-user-title" className="form-grid__wide">
        Create User
      </h2>
      <p className="form-grid__wide">
        Make an account for a parent, teacher, student or colleague. They can change their password later with the
        Forgot your password link on the login page.
      </p>
      <UserFields errorFor={errorFor} forSomeoneElse />
      <AccessLevelField error={errorFor('accessLevel')} />
      <FormActions submitLabel="Create User" busy={creation.isPending} busyLabel="Creating the user" className="form-grid__wide" />
    </form>
  );
}
