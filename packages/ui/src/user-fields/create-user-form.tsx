import { createUserSchema } from '@trailside/domain/users/user.schema';
import { type FormEvent, useState } from 'react';
import { FormActions } from '../form-field/form-actions';
import { fileFrom, textFieldsOf } from '../form-field/form-data';
import { useFormValidation } from '../form-field/use-form-validation';
import { useCreateUser } from '../users/api/create-user';
import { AccessLevelField } from './access-level-field';
import { NewPasswordField } from './new-password-field';
import './user-fields.css';
import { UserFields } from './user-fields';

/**
 * The admin's Create User form (spec sections 3 and 5), on the website's /admin page and in the staff
 * console alike: the user form's fields, then the access level, parsed to an integer.
 */
export function CreateUserForm() {
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateUser();
  // By default the person is mailed a link to choose their own password: nobody else ever knows it.
  const [invite, setInvite] = useState(true);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const { passwordChoice: _choice, ...fields } = textFieldsOf(data);
    const payload = check(createUserSchema, { ...fields, invite, accessLevel: Number.parseInt(fields.accessLevel ?? '', 10) });
    if (!payload) return;
    creation.mutate({ payload, profileImage: fileFrom(data, 'profileImage') }, { onSuccess: () => form.reset() });
  };

  const passwordFields = (
    <>
      <fieldset className="create-user__password form-grid__wide">
        <legend>Their password</legend>
        <label>
          <input type="radio" name="passwordChoice" value="invite" checked={invite} onChange={() => setInvite(true)} /> Mail them an invitation to choose
          their own (recommended)
        </label>
        <label>
          <input type="radio" name="passwordChoice" value="now" checked={!invite} onChange={() => setInvite(false)} /> Type one for them now, and pass it on
          yourself
        </label>
      </fieldset>
      {!invite && <NewPasswordField label="Password" error={errorFor('password')} />}
    </>
  );

  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-labelledby="create-user-title">
      <h2 id="create-user-title" className="form-grid__wide">
        Create User
      </h2>
      <p className="form-grid__wide">
        Make an account for a parent, teacher, student or colleague. With an invitation, they get an e-mail with a link
        to choose their own password (it works once, for a week); they can always choose a new one with the Forgot your
        password link on the login page.
      </p>
      <UserFields errorFor={errorFor} forSomeoneElse passwordFields={passwordFields} />
      <AccessLevelField error={errorFor('accessLevel')} />
      <FormActions submitLabel="Create User" busy={creation.isPending} busyLabel="Creating the user" className="form-grid__wide" />
    </form>
  );
}
