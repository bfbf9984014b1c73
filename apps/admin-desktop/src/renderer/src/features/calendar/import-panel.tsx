import { errorMessageOf } from '@trailside/domain/api/errors';
import { dayText, occurrenceTimeText } from '@trailside/domain/calendar/calendar-text';
import { importCountsText } from '@trailside/domain/calendar/calendar.messages';
import { type ImportCalendar, importCalendarSchema } from '@trailside/domain/calendar/calendar.schema';
import type { ImportStatus } from '@trailside/domain/calendar/calendar.types';
import { repeatSummary } from '@trailside/domain/calendar/repeat';
import { useImportCalendar } from '@trailside/ui/calendar/api/import-calendar';
import { usePreviewCalendarImport } from '@trailside/ui/calendar/api/preview-calendar-import';
import { AudienceOptions, KindOptions } from '@trailside/ui/calendar/calendar-options';
import { Button } from '@trailside/ui/button/button';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useId, useState } from 'react';
import { DataTable } from '../../components/data-table';

const STATUS_NAMES: Record<ImportStatus, string> = { new: 'New', changed: 'Changed', unchanged: 'Unchanged', deleted: 'Deleted here: stays deleted' };

/**
 * Import an .ics file (the district's holidays, say): choose the file and who its new events are for, see
 * what it would do (new, changed, unchanged, deleted here and left so; nothing is saved yet), then import on confirm. Importing the
 * same file again finds every event by its UID and changes nothing.
 */
export function ImportPanel({ onDone }: { onDone: () => void }) {
  const preview = usePreviewCalendarImport();
  const importing = useImportCalendar();
  const { formRef, check, errorFor } = useFormValidation();
  const [input, setInput] = useState<ImportCalendar | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const ids = { result: useId() };

  const read = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const data = new FormData(formEvent.currentTarget);
    const file = data.get('file');
    setFileError(null);
    const ics = file instanceof File && file.size > 0 ? await file.text() : '';
    const fields = check(importCalendarSchema, { ics, audience: data.get('audience'), kind: data.get('kind') });
    if (!fields) {
      if (!ics) setFileError('Please choose an .ics calendar file to import');
      return;
    }
    setInput(fields);
    importing.reset();
    preview.mutate(fields);
  };

  const report = importing.data ?? preview.data;
  const failure = preview.error ?? importing.error;
  return (
    <div className="calendar-import">
      <form ref={formRef} onSubmit={read} noValidate className="calendar-import__form">
        <label className="field">
          <span className="field__label">Calendar file (.ics)</span>
          <input type="file" name="file" accept=".ics,text/calendar" className="field__control" aria-describedby={fileError ? ids.result : undefined} onChange={() => preview.reset()} />
        </label>
        <SelectField label="New events are for" required name="audience" defaultValue="whole-school" error={errorFor('audience')}>
          <AudienceOptions />
        </SelectField>
        <SelectField label="Kind of new events" required name="kind" defaultValue="event" error={errorFor('kind')}>
          <KindOptions />
        </SelectField>
        <Button type="submit" variant="secondary" disabled={preview.isPending}>
          Preview the import
        </Button>
      </form>
      {(fileError || errorFor('ics')) && (
        <p className="calendar-form__error" role="alert" id={ids.result}>
          {fileError ?? errorFor('ics')}
        </p>
      )}
      {failure && (
        <p className="calendar-form__error" role="alert">
          {errorMessageOf(failure)}
        </p>
      )}
      {(preview.isPending || importing.isPending) && <Spinner label={importing.isPending ? 'Importing' : 'Reading the file'} />}
      {report && (
        <section aria-labelledby={`${ids.result}-title`} className="calendar-import__report">
          <h3 id={`${ids.result}-title`}>{importing.data ? 'Imported' : 'What the import will do'}</h3>
          <p className="calendar-import__counts" role="status">
            {importing.data ? `Done: ${importCountsText(report)}.` : `This file has ${report.items.length} events: ${importCountsText(report)}. Nothing is saved until you import.`}
          </p>
          {report.skipped.length > 0 && (
            <ul className="calendar-import__skipped" aria-label="Left out of the import">
              {report.skipped.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          <DataTable columns={['Event', 'When', 'Repeats', 'Import']} className="calendar-import__table">
            {report.items.map((item) => (
              <tr key={item.event.uid}>
                <th scope="row">{item.event.title}</th>
                <td>
                  {dayText(item.event.start)}, {occurrenceTimeText(item.event)}
                  {item.event.timeZone && <span className="calendar-import__zone"> ({item.event.timeZone})</span>}
                </td>
                <td>{item.event.repeat ? repeatSummary(item.event) : '—'}</td>
                <td>{STATUS_NAMES[item.status]}</td>
              </tr>
            ))}
          </DataTable>
          <div className="calendar-import__actions">
            {!importing.data && input && (
              <Button disabled={importing.isPending || report.counts.new + report.counts.changed === 0} onClick={() => importing.mutate(input)}>
                {report.counts.new + report.counts.changed === 0 ? 'Nothing to import' : `Import ${report.counts.new + report.counts.changed} events`}
              </Button>
            )}
            <Button variant="secondary" onClick={onDone}>
              {importing.data ? 'Done' : 'Cancel'}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
