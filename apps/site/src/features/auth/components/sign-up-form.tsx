import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import { signUpSchema } from '@trailside/domain/users/user.schema';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { UserFields } from '@trailside/ui/user-fields/user-fields';
import type { FormEvent } from 'react';
import { fileFrom, textFieldsOf } from '@trailside/ui/form-field/form-data';
import { useRegister } from '../api/register';

/** Sign-up never carries an access level: every new account starts as GENERAL (spec section 5). */
export function SignUpForm({ onSignedUp }: { onSignedUp: (response: AuthResponse) => void }) {
  const { formRef, check, errorFor } = useFormValidation();
  const registration = useRegister();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registration.isPending) return;
    const data = new FormData(event.currentTarget);
    // An empty parent's e-mail is no e-mail: the schema then says a child needs one.
    const { parentEmail, ...fields } = textFieldsOf(data);
    const payload = check(signUpSchema, { ...fields, ...(parentEmail ? { parentEmail } : {}) });
    if (!payload) return;
    registration.mutate({ payload, profileImage: fileFrom(data, 'profileImage') }, { onSuccess: onSignedUp });
  };

  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-labelledby="sign-up-title">
      <h2 id="sign-up-title" className="form-grid__wide">
        Create your account
      </h2>
      <UserFields errorFor={errorFor} askParentEmail />
      <FormActions submitLabel="Sign up" busy={registration.isPending} busyLabel="Creating your account" className="form-grid__wide" />
    </form>
  );
}
