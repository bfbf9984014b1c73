import { errorMessageOf } from '@trailside/domain/api/errors';
import { resetPasswordSchema } from '@trailside/domain/auth/auth.schema';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { NewPasswordField } from '@trailside/ui/user-fields/new-password-field';
import { useState, type FormEvent } from 'react';
import { useResetPassword } from '@trailside/ui/auth/api/reset-password';
import { RequestNewLink } from './request-new-link';

interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
}

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const { formRef, check, errorFor } = useFormValidation();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const body = check(resetPasswordSchema, { token, password });
    if (body) reset.mutate(body, { onSuccess: onReset });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="reset-title">
      <h2 id="reset-title">Choose a new password</h2>
      {/* An expired or already used link cannot be fixed by typing again; offer a fresh one instead. */}
      {reset.isError && <RequestNewLink problem={errorMessageOf(reset.error)} />}
      <NewPasswordField label="New password" value={password} onChange={(event) => setPassword(event.target.value)} error={errorFor('password')} />
      <FormActions submitLabel="Save new password" busy={reset.isPending} busyLabel="Saving your new password" />
    </form>
  );
}
