import { VISIT_CONFIRM_CANCEL } from '@trailside/domain/admissions/visits.messages';
import { visitWhenText } from '@trailside/domain/admissions/visits.rules';
import { createVisitTimesSchema, updateVisitTimeSchema } from '@trailside/domain/admissions/visits.schema';
import { VISIT_KIND_NAMES, VISIT_KINDS, type VisitBooking, type VisitTime } from '@trailside/domain/admissions/visits.types';
import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { useCancelVisitTime } from '@trailside/ui/admissions/api/cancel-visit-time';
import { useCreateVisitTimes } from '@trailside/ui/admissions/api/create-visit-times';
import { useExportVisitBookings } from '@trailside/ui/admissions/api/export-visit-bookings';
import { useStaffVisitTimes } from '@trailside/ui/admissions/api/get-staff-visit-times';
import { useVisitBookings } from '@trailside/ui/admissions/api/get-visit-bookings';
import { useMarkVisitBooking } from '@trailside/ui/admissions/api/mark-visit-booking';
import { useUpdateVisitTime } from '@trailside/ui/admissions/api/update-visit-time';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useId, useState } from 'react';
import './visits.css';

export const VISITS_INTRO = 'Times families book to see the school: publish them, see who booked, mark who came, export the list.';

const STATUS_NAMES: Record<VisitBooking['status'], string> = { booked: 'Booked', cancelled: 'Cancelled by the family', attended: 'Attended', 'no-show': 'No-show' };

/** Visits (issue 41): publish times, see each one's bookings, cancel a time, mark attended or no-show, export CSV. */
export function VisitsView() {
  const { data, isPending } = useStaffVisitTimes();
  const cancel = useCancelVisitTime();
  const confirmCancel = useConfirmedAction((visit: VisitTime) => cancel.mutate(visit.id), { message: VISIT_CONFIRM_CANCEL, heading: 'Cancel this time', confirmLabel: 'Cancel the time' });
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="visits">
      <PublishVisitTimes />
      <ExportRange />
      <section aria-labelledby="visit-times-title" className="visits__list">
        <h2 id="visit-times-title">Visit times</h2>
        {isPending && <Spinner label="Loading the visit times" />}
        {data?.visits.length === 0 && <p>No visit times yet. Publish one above.</p>}
        <ul>
          {data?.visits.map((visit) => (
            <li key={visit.id} className={`visits__item${visit.cancelledAt ? ' is-cancelled' : ''}`} aria-label={visitWhenText(visit)}>
              <p className="visits__when">
                <strong>{visitWhenText(visit)}</strong>
                {visit.cancelledAt && <span className="visits__badge">Cancelled</span>}
              </p>
              <p className="visits__places">
                {visit.booked} of {visit.places} places booked{visit.note ? ` · ${visit.note}` : ''}
              </p>
              <div className="visits__actions">
                <Button variant="secondary" aria-expanded={open === visit.id} onClick={() => setOpen(open === visit.id ? null : visit.id)}>
                  {open === visit.id ? 'Hide bookings' : 'Bookings'}
                </Button>
                <ExportButton query={{ visitId: visit.id }} label="Export CSV" />
                {!visit.cancelledAt && Date.parse(visit.startsAt) > Date.now() && (
                  <>
                    <Button variant="secondary" aria-expanded={editing === visit.id} onClick={() => setEditing(editing === visit.id ? null : visit.id)}>
                      {editing === visit.id ? 'Close' : 'Edit'}
                    </Button>
                    <Button variant="secondary" onClick={() => confirmCancel.ask(visit)}>
                      Cancel time
                    </Button>
                  </>
                )}
              </div>
              {editing === visit.id && <EditVisitTime visit={visit} onDone={() => setEditing(null)} />}
              {open === visit.id && <Bookings visit={visit} />}
            </li>
          ))}
        </ul>
      </section>
      {confirmCancel.dialog}
    </div>
  );
}

/** One time, or the same time weekly for some weeks, on the school's clock. */
function PublishVisitTimes() {
  const { timeZone } = useSiteSettings();
  const creation = useCreateVisitTimes();
  const { formRef, check, errorFor } = useFormValidation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creation.isPending) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const number = (name: string) => (text(name) === '' ? undefined : Number(text(name)));
    const times = check(createVisitTimesSchema, {
      date: text('date'),
      time: text('time'),
      minutes: number('minutes'),
      kind: text('kind'),
      places: number('places'),
      note: text('note'),
      weeks: number('weeks'),
    });
    if (!times) return;
    const target = event.currentTarget;
    creation.mutate(times, { onSuccess: () => target.reset() });
  };
  return (
    <section aria-labelledby={id} className="visits__compose">
      <h2 id={id}>Publish visit times</h2>
      <p className="visits__zone">On the school clock ({timeZone}); 1 week publishes that day only.</p>
      <form ref={formRef} className="visits__form" onSubmit={submit} noValidate>
        <TextField label="Day" name="date" type="date" required error={errorFor('date')} />
        <TextField label="Starts at" name="time" type="time" required error={errorFor('time')} />
        <TextField label="Length (minutes)" name="minutes" type="number" min={15} max={480} defaultValue={60} required error={errorFor('minutes')} />
        <SelectField label="Kind" name="kind" required defaultValue="tour" error={errorFor('kind')}>
          {VISIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {VISIT_KIND_NAMES[kind]}
            </option>
          ))}
        </SelectField>
        <TextField label="Places" name="places" type="number" min={1} max={200} defaultValue={8} required error={errorFor('places')} />
        <TextField label="Weekly, for weeks" name="weeks" type="number" min={1} max={26} defaultValue={1} error={errorFor('weeks')} />
        <div className="visits__half">
          <TextField label="Note for families" name="note" placeholder="e.g. Meet at the front desk" error={errorFor('note')} />
        </div>
        {creation.error && (
          <p className="visits__error visits__wide" role="alert">
            {saveErrorMessageOf(creation.error)}
          </p>
        )}
        <FormActions submitLabel="Publish" busy={creation.isPending} busyLabel="Publishing" className="visits__wide" />
      </form>
    </section>
  );
}

/**
 * One time changed: its length, kind, places (never below those booked: the server says so) and note; its day and
 * hour only while nobody is booked, since a silent move would strand the families (cancelling tells them).
 */
function EditVisitTime({ visit, onDone }: { visit: VisitTime; onDone: () => void }) {
  const saving = useUpdateVisitTime();
  const { formRef, check, errorFor } = useFormValidation();
  const id = useId();
  const booked = visit.booked > 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isPending) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const number = (name: string) => (text(name) === '' ? undefined : Number(text(name)));
    const change = check(updateVisitTimeSchema, {
      id: visit.id,
      ...(booked ? {} : { date: text('date'), time: text('time') }),
      minutes: number('minutes'),
      kind: text('kind'),
      places: number('places'),
      note: text('note'),
    });
    if (change) saving.mutate(change, { onSuccess: onDone });
  };
  return (
    <form ref={formRef} className="visits__form visits__edit" aria-labelledby={id} onSubmit={submit} noValidate>
      <h3 id={id} className="visits__wide">
        Edit {visitWhenText(visit)}
      </h3>
      {booked && <p className="visits__wide">Families have booked this time, so its day and hour stay. To move it, cancel it: every family is told.</p>}
      <TextField label="Day" name="date" type="date" defaultValue={visit.start.slice(0, 10)} disabled={booked} required error={errorFor('date')} />
      <TextField label="Starts at" name="time" type="time" defaultValue={visit.start.slice(11, 16)} disabled={booked} required error={errorFor('time')} />
      <TextField label="Length (minutes)" name="minutes" type="number" min={15} max={480} defaultValue={visit.minutes} required error={errorFor('minutes')} />
      <SelectField label="Kind" name="kind" required defaultValue={visit.kind} error={errorFor('kind')}>
        {VISIT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {VISIT_KIND_NAMES[kind]}
          </option>
        ))}
      </SelectField>
      <TextField label="Places" name="places" type="number" min={Math.max(1, visit.booked)} max={200} defaultValue={visit.places} required error={errorFor('places')} />
      <div className="visits__half">
        <TextField label="Note for families" name="note" defaultValue={visit.note ?? ''} error={errorFor('note')} />
      </div>
      {saving.error && (
        <p className="visits__error visits__wide" role="alert">
          {saveErrorMessageOf(saving.error)}
        </p>
      )}
      <FormActions submitLabel="Save" busy={saving.isPending} busyLabel="Saving" className="visits__wide" />
    </form>
  );
}

/** Every booking of the times in a range of days, as one CSV file. */
function ExportRange() {
  const id = useId();
  const [range, setRange] = useState({ from: '', to: '' });
  return (
    <section aria-labelledby={id} className="visits__compose">
      <h2 id={id}>Export bookings by date</h2>
      <div className="visits__row">
        <TextField label="From" name="from" type="date" value={range.from} onChange={(event) => setRange({ ...range, from: event.currentTarget.value })} />
        <TextField label="To" name="to" type="date" value={range.to} onChange={(event) => setRange({ ...range, to: event.currentTarget.value })} />
      </div>
      <ExportButton query={range} label="Export CSV of these days" />
    </section>
  );
}

function ExportButton({ query, label }: { query: { visitId: string } | { from: string; to: string }; label: string }) {
  const exporting = useExportVisitBookings();
  return (
    <>
      <Button variant="secondary" disabled={exporting.isPending} onClick={() => exporting.mutate(query)}>
        {label}
      </Button>
      {exporting.error && (
        <p className="visits__error" role="alert">
          {saveErrorMessageOf(exporting.error)}
        </p>
      )}
    </>
  );
}

/** A time's bookings, each with its details and, unless the family cancelled, Attended and No-show. */
function Bookings({ visit }: { visit: VisitTime }) {
  const { data, isPending } = useVisitBookings(visit.id);
  const mark = useMarkVisitBooking();
  if (isPending) return <Spinner label="Loading the bookings" />;
  if (!data?.bookings.length) return <p>No bookings yet.</p>;
  return (
    <table className="visits__bookings">
      <caption className="visually-hidden">Bookings of {visitWhenText(visit)}</caption>
      <thead>
        <tr>
          <th scope="col">Guardian</th>
          <th scope="col">Child</th>
          <th scope="col">Note</th>
          <th scope="col">Status</th>
          <th scope="col">Mark</th>
        </tr>
      </thead>
      <tbody>
        {data.bookings.map((booking) => (
          <tr key={booking.id}>
            <th scope="row">
              {booking.name}
              <br />
              <a href={`mailto:${booking.email}`}>{booking.email}</a>
              <br />
              {booking.phone}
            </th>
            <td>{booking.child}</td>
            <td>{booking.note}</td>
            <td>{STATUS_NAMES[booking.status]}</td>
            <td>
              {booking.status !== 'cancelled' && (
                <div className="visits__actions" role="group" aria-label={`Mark ${booking.name}`}>
                  <Button variant={booking.status === 'attended' ? 'primary' : 'secondary'} aria-pressed={booking.status === 'attended'} disabled={mark.isPending} onClick={() => mark.mutate({ id: booking.id, outcome: 'attended' })}>
                    Attended
                  </Button>
                  <Button variant={booking.status === 'no-show' ? 'primary' : 'secondary'} aria-pressed={booking.status === 'no-show'} disabled={mark.isPending} onClick={() => mark.mutate({ id: booking.id, outcome: 'no-show' })}>
                    No-show
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
