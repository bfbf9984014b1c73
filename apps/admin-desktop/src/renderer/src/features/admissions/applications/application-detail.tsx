import { LEVEL_NAMES, STAGE_NAMES, startTermName } from '@trailside/domain/admissions/admissions.types';
import { applicationNoteSchema } from '@trailside/domain/admissions/applications.schema';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { sizeInKb } from '@trailside/domain/api/upload-check';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import { useAddApplicationNote } from '@trailside/ui/admissions/api/add-application-note';
import { useDownloadApplicationDocument } from '@trailside/ui/admissions/api/download-application-document';
import { useApplication } from '@trailside/ui/admissions/api/get-application';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { JoinWaitingListButton } from '../waiting-list/join-waiting-list-button';
import { APPLICATION_VIEW_TEXTS } from './application-texts';

const NOTE_LIMIT = textLimitOf(applicationNoteSchema.shape.text);

/** The opened application: who applied, for which children, what they sent, and the family's timeline with a note to add. */
export function ApplicationDetailPanel({ id }: { id: string | null }) {
  const headingId = useId();
  return (
    <section className="applications__detail" aria-labelledby={headingId}>
      {id ? (
        <OpenApplication id={id} headingId={headingId} />
      ) : (
        <>
          <h2 id={headingId}>{APPLICATION_VIEW_TEXTS.noneOpenHeading}</h2>
          <p>{APPLICATION_VIEW_TEXTS.noneOpen}</p>
        </>
      )}
    </section>
  );
}

function OpenApplication({ id, headingId }: { id: string; headingId: string }) {
  const application = useApplication(id);
  const download = useDownloadApplicationDocument();
  const addNote = useAddApplicationNote(id);
  const { formRef, check, errorFor } = useFormValidation();
  const clock = useSchoolClock();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = application.data?.id;

  // The opened application's heading takes focus once it is there, so a screen reader starts reading it.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (application.isPending) return <Spinner label="Opening the application" />;
  if (application.error) {
    return (
      <p className="field__error" role="alert">
        {errorMessageOf(application.error)}
      </p>
    );
  }
  const open = application.data;

  const submitNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const note = check(applicationNoteSchema, { text: new FormData(form).get('text') });
    if (note) addNote.mutate(note.text, { onSuccess: () => form.reset() });
  };

  return (
    <>
      <h2 ref={heading} id={headingId} tabIndex={-1}>
        {APPLICATION_VIEW_TEXTS.detailHeading(open.familyName)}
      </h2>
      <p className="applications__meta">
        Sent {clock.moment(open.createdAt)}, confirmed {clock.moment(open.completedAt)}
      </p>

      <h3>Parents and carers</h3>
      <ul className="applications__people">
        {open.guardians.map((guardian) => (
          <li key={guardian.email}>
            <strong>{guardian.name}</strong>, <a href={`mailto:${guardian.email}`}>{guardian.email}</a> ({guardian.verified ? APPLICATION_VIEW_TEXTS.verified : APPLICATION_VIEW_TEXTS.notVerified})
            {guardian.phone && (
              <>
                , <a href={`tel:${guardian.phone.replace(/[^\d+]/g, '')}`}>{guardian.phone}</a>
              </>
            )}
          </li>
        ))}
      </ul>

      <h3>Children</h3>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Born</th>
            <th scope="col">Class and start</th>
            <th scope="col">Previous school</th>
            <th scope="col">Stage</th>
          </tr>
        </thead>
        <tbody>
          {open.children.map((child) => (
            <tr key={child.studentId}>
              <td>
                {child.firstName} {child.lastName}
              </td>
              <td>{child.dateOfBirth ? clock.day({ seconds: Date.parse(`${child.dateOfBirth}T12:00:00Z`) / 1000 }) : ''}</td>
              <td>
                {LEVEL_NAMES[child.level]}, {startTermName(child.startTerm)}
              </td>
              <td>{child.previousSchool}</td>
              <td>
                {STAGE_NAMES[child.stage]} <JoinWaitingListButton student={{ id: child.studentId, name: `${child.firstName} ${child.lastName}`, stage: child.stage }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>Note from the family</h3>
      {open.note ? <blockquote className="applications__note">{open.note}</blockquote> : <p>{APPLICATION_VIEW_TEXTS.noNote}</p>}

      <h3>Documents</h3>
      {open.documents.length ? (
        <ul className="applications__documents">
          {open.documents.map((document) => (
            <li key={document.id}>
              <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(document)}>
                Download {document.name}
              </Button>{' '}
              <span className="applications__meta">{sizeInKb(document.size)} kb</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{APPLICATION_VIEW_TEXTS.noDocuments}</p>
      )}

      <h3>Timeline</h3>
      <ol className="applications__timeline">
        {open.timeline.map((line) => (
          <li key={`${line.at.seconds}-${line.kind}-${line.text}`}>
            <span className="applications__meta">
              {clock.moment(line.at)}
              {line.actorName ? `, ${line.actorName}` : ''}
            </span>
            <span>{line.text}</span>
          </li>
        ))}
      </ol>
      <form ref={formRef} className="applications__note-form" onSubmit={submitNote} noValidate>
        <TextAreaField label={APPLICATION_VIEW_TEXTS.noteLabel} name="text" rows={3} required limit={NOTE_LIMIT} error={errorFor('text')} />
        {addNote.error && (
          <p className="field__error" role="alert">
            {errorMessageOf(addNote.error)}
          </p>
        )}
        <FormActions submitLabel={APPLICATION_VIEW_TEXTS.addNote} busy={addNote.isPending} busyLabel="Adding the note" />
      </form>
    </>
  );
}
