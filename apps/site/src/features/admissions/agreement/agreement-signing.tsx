import { AGREEMENT_PAGE } from '@trailside/domain/admissions/agreement.messages';
import { signedAgreementPdfUrl } from '@trailside/domain/admissions/agreement.contract';
import { stillToSign } from '@trailside/domain/admissions/agreement.rules';
import { signAgreementSchema } from '@trailside/domain/admissions/agreement.schema';
import type { AgreementForSigner } from '@trailside/domain/admissions/agreement.types';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { useSignAgreement } from '@trailside/ui/admissions/api/sign-agreement';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { type FormEvent, useState } from 'react';
import '@trailside/ui/button/button.css';
import './agreement.css';

interface AgreementSigningProps {
  token: string;
  agreement: AgreementForSigner;
}

/**
 * A guardian's own link: the exact text the API stored (and its SHA-256, which the signature is bound to), who has
 * signed and when, then the name field; after signing, who is still to sign; once everyone has, the signed PDF.
 */
export function AgreementSigning({ token, agreement }: AgreementSigningProps) {
  const clock = useSchoolClock();
  const mine = agreement.signatures.find((signature) => signature.guardianName === agreement.guardianName);
  const waitingFor = stillToSign(agreement.signatures);

  return (
    <>
      {!mine?.signedAt && <p>{AGREEMENT_PAGE.intro}</p>}
      <section>
        <h3 id="agreement-text-title">The agreement</h3>
        {/* Focusable, so a keyboard can scroll it; labelled, so a screen reader names the region it enters. */}
        <div className="agreement__text" tabIndex={0} role="region" aria-labelledby="agreement-text-title">
          {agreement.text}
        </div>
        <p className="agreement__hash">
          {AGREEMENT_PAGE.hashLabel}: <code>{agreement.textHash}</code>
        </p>
      </section>
      <section aria-labelledby="agreement-signatures-title">
        <h3 id="agreement-signatures-title">{AGREEMENT_PAGE.signaturesHeading}</h3>
        <ul className="agreement__signatures">
          {agreement.signatures.map((signature) => (
            <li key={signature.guardianName}>
              {signature.guardianName}:{' '}
              {signature.signedAt ? `signed as "${signature.signedName}" on ${clock.moment(new Date(signature.signedAt))}` : AGREEMENT_PAGE.notYetSigned}
            </li>
          ))}
        </ul>
      </section>
      {!mine?.signedAt && <SignatureForm token={token} agreement={agreement} />}
      {mine?.signedAt && !agreement.completedAt && <p role="status">{AGREEMENT_PAGE.stillToSign(waitingFor)}</p>}
      {agreement.completedAt && (
        <>
          <p role="status">{AGREEMENT_PAGE.complete}</p>
          <p>
            <a className="button button--primary" href={signedAgreementPdfUrl(token)} download="enrolment-agreement.pdf">
              {AGREEMENT_PAGE.download}
            </a>
          </p>
        </>
      )}
    </>
  );
}

function SignatureForm({ token, agreement }: AgreementSigningProps) {
  const { formRef, check, errorFor } = useFormValidation();
  const sign = useSignAgreement();
  const [name, setName] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sign.isPending) return;
    const body = check(signAgreementSchema, { token, name, textHash: agreement.textHash });
    if (body) sign.mutate(body);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="agreement-sign-title">
      <h3 id="agreement-sign-title">{AGREEMENT_PAGE.signButton}</h3>
      <TextField
        label={AGREEMENT_PAGE.nameLabel}
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        hint={`As the school has it: ${agreement.guardianName}`}
        error={errorFor('name') ?? (sign.isError ? errorMessageOf(sign.error) : null)}
      />
      <FormActions submitLabel={AGREEMENT_PAGE.signButton} busy={sign.isPending} busyLabel="Signing" />
    </form>
  );
}
