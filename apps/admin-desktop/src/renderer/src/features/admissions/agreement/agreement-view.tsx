import { AGREEMENT_CONSOLE, AGREEMENT_FIELD_NAMES, AGREEMENT_PAGE, SAMPLE_AGREEMENT_FACTS } from '@trailside/domain/admissions/agreement.messages';
import { agreementTemplateProblem, fillAgreement, tuitionText } from '@trailside/domain/admissions/agreement.rules';
import { saveAgreementTemplateSchema } from '@trailside/domain/admissions/agreement.schema';
import { AGREEMENT_FIELDS, type AgreementSummary, type AgreementTemplate } from '@trailside/domain/admissions/agreement.types';
import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { dayText } from '@trailside/domain/calendar/calendar-text';
import { useDownloadAgreementPdf } from '@trailside/ui/admissions/api/download-agreement-pdf';
import { useAgreements } from '@trailside/ui/admissions/api/get-agreements';
import { useAgreementTemplate } from '@trailside/ui/admissions/api/get-agreement-template';
import { useSaveAgreementTemplate } from '@trailside/ui/admissions/api/save-agreement-template';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useId, useState } from 'react';
import './agreement.css';

export const AGREEMENT_INTRO = AGREEMENT_CONSOLE.intro;

/** The Enrolment agreement view: the template with its fields and a live preview, then the agreements made. */
export function AgreementView() {
  const template = useAgreementTemplate();
  return (
    <div className="agreement-view">
      {template.data ? <TemplateForm key={template.data.version} template={template.data} /> : <Spinner label="Loading the agreement" />}
      <AgreementList />
    </div>
  );
}

function TemplateForm({ template }: { template: AgreementTemplate }) {
  const clock = useSchoolClock();
  const save = useSaveAgreementTemplate();
  const { formRef, check, errorFor } = useFormValidation();
  const [text, setText] = useState(template.text);
  const ids = { heading: useId(), fields: useId(), preview: useId() };
  // The same check the server makes when it saves: the preview says what is wrong before Save is pressed.
  const problem = agreementTemplateProblem(text);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = check(saveAgreementTemplateSchema, { text });
    if (body) save.mutate(body.text);
  };

  return (
    <section className="agreement-view__panel" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>The agreement's text</h2>
      <p className="agreement-view__version">{template.savedAt ? AGREEMENT_CONSOLE.version(template.version, clock.moment(new Date(template.savedAt))) : AGREEMENT_CONSOLE.defaultVersion}</p>
      <form ref={formRef} className="agreement-view__form" onSubmit={submit} noValidate>
        <TextAreaField
          label={AGREEMENT_CONSOLE.textLabel}
          hint={AGREEMENT_CONSOLE.textHint}
          name="text"
          rows={8}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={errorFor('text') ?? (save.isError ? saveErrorMessageOf(save.error) : null)}
        />
        <FormActions submitLabel={AGREEMENT_CONSOLE.save} busy={save.isPending} busyLabel="Saving the agreement" />
      </form>
      <h3 id={ids.fields}>Fields</h3>
      <ul className="agreement-view__fields" aria-labelledby={ids.fields}>
        {AGREEMENT_FIELDS.map((field) => (
          <li key={field}>
            <code>{`{{${field}}}`}</code>: {AGREEMENT_FIELD_NAMES[field]}
          </li>
        ))}
      </ul>
      <h3 id={ids.preview}>{AGREEMENT_CONSOLE.preview}</h3>
      {problem ? (
        <p className="agreement-view__problem" role="status">
          {problem}
        </p>
      ) : (
        // Focusable, so a keyboard can scroll a long preview.
        <div className="agreement-view__preview" role="region" aria-labelledby={ids.preview} tabIndex={0}>
          {fillAgreement(text, SAMPLE_AGREEMENT_FACTS)}
        </div>
      )}
    </section>
  );
}

function AgreementList() {
  const agreements = useAgreements();
  const headingId = useId();
  return (
    <section className="agreement-view__panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Agreements</h2>
      {agreements.isPending && <Spinner label="Loading the agreements" />}
      {agreements.data?.length === 0 && <p>{AGREEMENT_CONSOLE.noAgreements}</p>}
      {agreements.data && agreements.data.length > 0 && (
        <ul className="agreement-view__list">
          {agreements.data.map((agreement) => (
            <AgreementItem key={agreement.id} agreement={agreement} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AgreementItem({ agreement }: { agreement: AgreementSummary }) {
  const clock = useSchoolClock();
  const download = useDownloadAgreementPdf();
  const complete = agreement.completedAt !== null;
  return (
    <li className={complete ? 'agreement-view__item agreement-view__item--complete' : 'agreement-view__item'}>
      <p>
        <strong>{agreement.children}</strong>: {agreement.className}, from {dayText(agreement.startDate)}, {tuitionText(agreement.monthlyTuition)} a month
      </p>
      <p>
        Sent {clock.moment(new Date(agreement.createdAt))}
        {complete ? `; everyone signed by ${clock.moment(new Date(agreement.completedAt!))}` : ''}
      </p>
      <ul aria-label={`Signatures for ${agreement.children}`}>
        {agreement.signatures.map((signature) => (
          <li key={signature.guardianName}>
            {signature.guardianName}: {signature.signedAt ? `signed as "${signature.signedName}" on ${clock.moment(new Date(signature.signedAt))}` : AGREEMENT_PAGE.notYetSigned}
          </li>
        ))}
      </ul>
      {complete && (
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate({ id: agreement.id, fileName: `enrolment-agreement-${agreement.children.replace(/\W+/g, '-').toLowerCase()}.pdf` })}>
          {AGREEMENT_CONSOLE.download}
          <span className="visually-hidden"> for {agreement.children}</span>
        </Button>
      )}
    </li>
  );
}
