import { ACCESS_LEVEL_NAMES, ACCESS_LEVELS, AccessLevel } from '@trailside/domain/users/access-level';
import { canAssignAccessLevel } from '@trailside/domain/users/user.rules';
import { createUserSchema } from '@trailside/domain/users/user.schema';
import { useActor } from '@trailside/ui/auth/use-actor';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useCreateUser } from '@trailside/ui/users/api/create-user';
import { UserFields } from '@trailside/ui/user-fields/user-fields';
import type { FormEvent } from 'react';
import { fileFrom, textFieldsOf } from '@trailside/ui/form-field/form-data';

const LEVEL_DESCRIPTIONS: Record<AccessLevel, string> = {
  [AccessLevel.GOD]: 'everything, including creating other GOD accounts',
  [AccessLevel.ADMIN]: 'school staff: manages content and users',
  [AccessLevel.GENERAL]: 'parents, teachers and students',
};

/**
 * The admin's Create User form (spec sections 3 and 5), on the website's /admin page and in the staff
 * console alike: the user form's fields, then the access level, parsed to an integer.
 */
export function CreateUserForm() {
  const actor = useActor();
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateUser();
  // Spec section 5: the GOD option is offered only to a GOD (level below 2); the rule lives in the domain.
  const levels = ACCESS_LEVELS.filter((level) => canAssignAccessLevel(actor, level));

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
      <SelectField label="Access level" name="accessLevel" required defaultValue={AccessLevel.GENERAL} error={errorFor('accessLevel')}>
        {levels.map((level) => (
          <option key={level} value={level}>
            {level} – {ACCESS_LEVEL_NAMES[level]} ({LEVEL_DESCRIPTIONS[level]})
          </option>
        ))}
      </SelectField>
      <FormActions submitLabel="Create User" busy={creation.isPending} busyLabel="Creating the user" className="form-grid__wide" />
    </form>
  );
}
