import { familyNoteSchema, TIMELINE_PAGE_SIZE } from '@trailside/domain/admissions/families.schema';
import type { FamilyDetail } from '@trailside/domain/admissions/families.types';
import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { pageCountOf } from '@trailside/domain/pagination/page-window';
import { useAddFamilyNote } from '@trailside/ui/admissions/api/add-family-note';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { textFieldsOf } from '@trailside/ui/form-field/form-data';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { type FormEvent, useId } from 'react';
import { EVENT_KIND_LABELS, FAMILY_VIEW_TEXTS } from './family-texts';

interface TimelineSectionProps {
  family: FamilyDetail;
  /** Where the page of the timeline shown starts, newest first. */
  offset: number;
  onOffset: (offset: number) => void;
}

/** "Add a note", then the family's timeline, newest first, a page at a time: enquiries, visits, applications, mails, stage changes, notes. */
export function TimelineSection({ family, offset, onOffset }: TimelineSectionProps) {
  const clock = useSchoolClock();
  const note = useAddFamilyNote(family.id);
  const { formRef, check, errorFor } = useFormValidation();
  const ids = { heading: useId(), list: useId() };
  const pageCount = pageCountOf(family.timelineTotal, TIMELINE_PAGE_SIZE);
  const addNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = check(familyNoteSchema, textFieldsOf(new FormData(form)));
    if (input)
      note.mutate(input, {
        onSuccess: () => {
          form.reset();
          onOffset(0);
        },
      });
  };
  return (
    <section className="family__section" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Timeline</h2>
      <form ref={formRef} className="family__form" onSubmit={addNote} noValidate aria-label="Add a note">
        <TextAreaField label="Add a note" name="text" rows={3} required error={errorFor('text')} limit={2000} hint="Signed with your name; families never see it." />
        {note.error && <p role="alert" className="family__error">{saveErrorMessageOf(note.error)}</p>}
        <FormActions submitLabel="Add note" busy={note.isPending} busyLabel="Adding" />
      </form>
      {family.timeline.length === 0 ? (
        <p>{FAMILY_VIEW_TEXTS.noTimeline}</p>
      ) : (
        <ol className="family__timeline" aria-label={`Timeline, newest first, page ${Math.floor(offset / TIMELINE_PAGE_SIZE) + 1} of ${pageCount}`}>
          {family.timeline.map((line) => (
            <li key={line.id} className="family__line">
              <span className="family__line-meta">
                <span className="families__badge">{EVENT_KIND_LABELS[line.kind]}</span> {clock.moment(line.at)}
                {line.actorName ? `, ${line.actorName}` : ''}
              </span>
              <span className="family__line-text">{line.text}</span>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <Pagination
          page={Math.floor(offset / TIMELINE_PAGE_SIZE) + 1}
          pageCount={pageCount}
          onChange={(page) => onOffset((page - 1) * TIMELINE_PAGE_SIZE)}
          label="Pages of the timeline"
        />
      )}
    </section>
  );
}
