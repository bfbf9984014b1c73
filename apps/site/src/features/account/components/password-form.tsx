import { ACCOUNT_SUCCESS } from '@trailside/domain/account/account.messages';
import { updateUserSchema } from '@trailside/domain/users/user.schema';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { NewPasswordField } from '@trailside/ui/user-fields/new-password-field';
import { type FormEvent, useId } from 'react';
import { useChangeOwnAccount } from '@trailside/ui/account/api/change-own-account';

/** A new password, with the current one: every other sign-in ends, this one carries on. */
export function PasswordForm({ userId }: { userId: string }) {
  const { formRef, check, errorFor } = useFormValidation();
  const change = useChangeOwnAccount(ACCOUNT_SUCCESS.passwordChanged);
  const headingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const { currentPassword, password } = textFieldsOf(new FormData(form));
    const payload = check(updateUserSchema, { id: userId, password, currentPassword });
    if (payload) change.mutate({ payload }, { onSuccess: () => form.reset() });
  };

  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="form-grid__wide">
        Password
      </h2>
      <TextField label="Current password" name="currentPassword" type="password" autoComplete="current-password" required error={errorFor('currentPassword')} />
      <NewPasswordField label="New password" error={errorFor('password')} />
      <FormActions submitLabel="Change password" busy={change.isPending} busyLabel="Changing your password" className="form-grid__wide" />
    </form>
  );
}
