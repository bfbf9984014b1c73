import { CHILD_CONSENT_TEXT } from '@trailside/domain/account/account.messages';
import type { RegisterResponse } from '@trailside/domain/auth/auth.contract';
import { MessageStatus } from '@trailside/domain/messages/message';
import { CAPTCHA_CHALLENGE_PATH } from '@trailside/domain/contact/contact.client';
import { UserType } from '@trailside/domain/users/user-type';
import { signUpSchema } from '@trailside/domain/users/user.schema';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { CaptchaWidget, type CaptchaWidgetHandle } from '@trailside/ui/captcha/captcha-widget';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { UserFields } from '@trailside/ui/user-fields/user-fields';
import { type FormEvent, useRef, useState } from 'react';
import { fileFrom, textFieldsOf } from '@trailside/ui/form-field/form-data';
import { useRegister } from '@trailside/ui/auth/api/register';
import { useMessage } from '@trailside/ui/message-banner/message-provider';

/**
 * Sign-up never carries an access level: every new account starts as GENERAL (spec section 5). A child names a
 * parent, whom we mail to agree, and solves the captcha first: the school's mail goes only where a person asked.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (response: RegisterResponse) => void }) {
  const { formRef, check, errorFor, clearErrors } = useFormValidation();
  const registration = useRegister();
  const { showMessage } = useMessage();
  const captcha = useRef<CaptchaWidgetHandle>(null);
  const [altcha, setAltcha] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registration.isPending) return;
    const data = new FormData(event.currentTarget);
    // An empty parent's e-mail is no e-mail: the schema then says a child needs one. The widget's own field is left
    // out: its solution is the one it reported.
    const { parentEmail, altcha: _widgetField, ...fields } = textFieldsOf(data);
    const child = fields.type === UserType.CHILD;
    const payload = check(signUpSchema, { ...fields, ...(parentEmail ? { parentEmail } : {}), ...(child && altcha ? { altcha } : {}) });
    if (!payload) return;
    registration.mutate(
      { payload, profileImage: fileFrom(data, 'profileImage') },
      // A solution is accepted once, so a refused sign-up needs a fresh one.
      {
        onSuccess: (response) => {
          onSignedUp(response);
          // No mail could reach the parent: the child is the one to tell them (a warning stays until it is dismissed).
          if (response.consentRequest?.state === 'not-mailed') showMessage(MessageStatus.WARNING, CHILD_CONSENT_TEXT.notMailed(response.consentRequest.parentEmail));
        },
        onError: () => captcha.current?.reset(),
      },
    );
  };

  return (
    <form ref={formRef} className="form-grid" onSubmit={submit} noValidate aria-labelledby="sign-up-title">
      <h2 id="sign-up-title" className="form-grid__wide">
        Create your account
      </h2>
      <UserFields
        errorFor={errorFor}
        childFields={
          <>
            <TextField
              label="A parent's email"
              name="parentEmail"
              type="email"
              autoComplete="off"
              required
              limit={textLimitOf(signUpSchema.shape.email)}
              error={errorFor('parentEmail')}
              hint="We email your parent to ask them to agree. You can log in straight away; what you write is shown once they agree."
            />
            <div className="form-grid__wide">
              <CaptchaWidget
                ref={captcha}
                challengeUrl={CAPTCHA_CHALLENGE_PATH}
                error={errorFor('altcha')}
                onPayload={(payload) => {
                  setAltcha(payload);
                  if (payload) clearErrors();
                }}
              />
            </div>
          </>
        }
      />
      <FormActions submitLabel="Sign up" busy={registration.isPending} busyLabel="Creating your account" className="form-grid__wide" />
    </form>
  );
}
