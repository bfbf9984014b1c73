import { startTermsFrom } from '@trailside/domain/admissions/admissions.types';
import type { ApplyResponse } from '@trailside/domain/admissions/applications.contract';
import { DOCUMENT_MESSAGES } from '@trailside/domain/admissions/applications.messages';
import { MAX_APPLICATION_CHILDREN, MAX_APPLICATION_DOCUMENTS, MAX_DOCUMENT_BYTES } from '@trailside/domain/admissions/applications.rules';
import { applySchema, type ApplyInput } from '@trailside/domain/admissions/applications.schema';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { dayAt } from '@trailside/domain/calendar/zoned-time';
import { CAPTCHA_CHALLENGE_PATH } from '@trailside/domain/contact/contact.client';
import { useMyAccount } from '@trailside/ui/account/api/get-my-account';
import { useApply } from '@trailside/ui/admissions/api/apply';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { CaptchaWidget, type CaptchaWidgetHandle } from '@trailside/ui/captcha/captcha-widget';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { filesFrom, nestedFieldsOf } from '@trailside/ui/form-field/form-data';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ChildFields } from './child-fields';
import { DocumentsField } from './documents-field';
import { GuardianFields } from './guardian-fields';
import './apply-form.css';

/** What the form says of the documents chosen before sending them (the API checks their bytes too). */
function documentsRefusal(documents: readonly File[]): string | null {
  if (documents.length > MAX_APPLICATION_DOCUMENTS) return DOCUMENT_MESSAGES.tooMany;
  if (documents.some((document) => document.size > MAX_DOCUMENT_BYTES)) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

/**
 * Apply online (issue 41): the guardian, an optional second parent or carer, each child (up to six), a note and up to
 * three documents; a visitor solves the captcha, a signed-in guardian finds their own details typed in. Once sent,
 * the form gives way to what happens next.
 */
export function ApplyForm() {
  const { session } = useAuth();
  const account = useMyAccount(session !== null);
  const { timeZone } = useSchoolClock();
  const terms = useMemo(() => startTermsFrom(dayAt(new Date(), timeZone)), [timeZone]);
  const { formRef, check, errorFor, clearErrors } = useFormValidation();
  const applying = useApply();
  const captcha = useRef<CaptchaWidgetHandle>(null);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [documentsError, setDocumentsError] = useState<string | null>(null);
  const [withSecond, setWithSecond] = useState(false);
  // Each child's fields keep their own key, so removing one in the middle keeps what was typed in the others.
  const [children, setChildren] = useState<number[]>([0]);
  const nextChild = useRef(1);
  const [answer, setAnswer] = useState<ApplyResponse | null>(null);

  const user = account.data?.user;
  const me = user ? { name: `${user.fname} ${user.lname}`.trim(), email: user.email, phone: user.phone ?? '' } : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applying.isPending) return;
    const data = new FormData(event.currentTarget);
    const documents = filesFrom(data, 'documents');
    const fields = { ...nestedFieldsOf(data), ...(session ? {} : { altcha: altcha ?? '' }) };
    if (!check(applySchema, fields)) return;
    const refusal = documentsRefusal(documents);
    setDocumentsError(refusal);
    if (refusal) return;
    applying.mutate(
      { application: fields as ApplyInput, documents },
      {
        onSuccess: setAnswer,
        // A solution is accepted once, so every attempt needs a fresh one.
        onSettled: () => captcha.current?.reset(),
      },
    );
  };

  if (answer) {
    return (
      <div className="apply-form__sent" role="status">
        <h2>Thank you for applying</h2>
        <p>{answer.message}</p>
      </div>
    );
  }

  return (
    <form ref={formRef} className="apply-form" onSubmit={submit} noValidate aria-labelledby="apply-form-title">
      <h2 id="apply-form-title">Apply online</h2>
      <p>
        Tell us about your family and each child you would like to enrol. We will e-mail you a link to confirm your address
        and to follow the application at any time; the office reads it once you have confirmed.
      </p>

      <fieldset className="apply-form__group form-grid">
        <legend>About you</legend>
        {/* Remounted once a signed-in guardian's details arrive, so they are typed in for them. */}
        <GuardianFields key={me ? 'me' : 'visitor'} prefix="guardian" required errorFor={errorFor} initial={me} />
      </fieldset>

      {withSecond ? (
        <fieldset className="apply-form__group form-grid">
          <legend>A second parent or carer</legend>
          <GuardianFields prefix="secondGuardian" required={false} errorFor={errorFor} />
          <div className="form-grid__wide">
            <Button variant="secondary" onClick={() => setWithSecond(false)}>
              Remove the second parent or carer
            </Button>
          </div>
        </fieldset>
      ) : (
        <p>
          <Button variant="secondary" onClick={() => setWithSecond(true)}>
            Add a second parent or carer
          </Button>
        </p>
      )}

      {children.map((key, index) => (
        <ChildFields key={key} index={index} terms={terms} errorFor={errorFor} onRemove={index > 0 ? () => setChildren((all) => all.filter((each) => each !== key)) : undefined} />
      ))}
      {children.length < MAX_APPLICATION_CHILDREN && (
        <p>
          <Button variant="secondary" onClick={() => setChildren((all) => [...all, nextChild.current++])}>
            Add another child
          </Button>
        </p>
      )}

      <fieldset className="apply-form__group form-grid">
        <legend>Anything else</legend>
        <div className="form-grid__wide">
          <TextAreaField label="A note for the office" name="note" rows={5} limit={2000} error={errorFor('note')} />
        </div>
        <div className="form-grid__wide">
          <DocumentsField error={documentsError} />
        </div>
      </fieldset>

      {!session && (
        <CaptchaWidget
          ref={captcha}
          challengeUrl={CAPTCHA_CHALLENGE_PATH}
          error={errorFor('altcha')}
          onPayload={(payload) => {
            setAltcha(payload);
            if (payload) clearErrors();
          }}
        />
      )}
      {applying.error && (
        <p className="field__error" role="alert">
          {errorMessageOf(applying.error)}
        </p>
      )}
      <FormActions submitLabel="Send application" busy={applying.isPending} busyLabel="Sending your application" />
    </form>
  );
}
