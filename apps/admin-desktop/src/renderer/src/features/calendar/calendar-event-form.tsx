import { saveErrorMessageOf } from '@trailside/domain/api/errors';
import { IMAGE_KINDS } from '@trailside/domain/api/image-types';
import { CALENDAR_MESSAGES, createCalendarEventSchema } from '@trailside/domain/calendar/calendar.schema';
import type { CalendarEvent } from '@trailside/domain/calendar/calendar.types';
import { dayText } from '@trailside/domain/calendar/calendar-text';
import { type RepeatChoice, repeatChoiceOf, repeatRuleOf, repeatSummary, WEEKDAY_CODES, type WeekdayCode, weekdayCodeOf } from '@trailside/domain/calendar/repeat';
import { AudienceOptions, KindOptions } from '@trailside/ui/calendar/calendar-options';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { fileFrom } from '@trailside/ui/form-field/form-data';
import { ImagePicker } from '@trailside/ui/image-picker/image-picker';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextAreaField } from '@trailside/ui/form-field/text-area-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useCreateCalendarEvent } from '@trailside/ui/calendar/api/create-calendar-event';
import { useUpdateCalendarEvent } from '@trailside/ui/calendar/api/update-calendar-event';
import { type FormEvent, useId, useState } from 'react';
import { CALENDAR_TEXTS, REPEAT_OPTIONS, type RepeatOption } from './calendar-texts';

const WEEKDAY_NAMES: Record<WeekdayCode, string> = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday', SA: 'Saturday', SU: 'Sunday' };

interface CalendarEventFormProps {
  /** The event or series being changed; without it the form adds one. */
  event?: CalendarEvent;
  /** The school's zone, where a new event's times are read. */
  timeZone: string;
  /** A day to start a new event on (the month grid's chosen day). */
  day?: string;
  onDone: () => void;
}

/** The form's repeat option for a stored rule (a rule the form cannot show keeps its own summary and stays as it is). */
function optionOf(choice: RepeatChoice | null): RepeatOption {
  if (!choice) return 'none';
  if (choice.frequency === 'monthly') return choice.monthlyOn === 'weekday' ? 'monthly-weekday' : 'monthly-date';
  return choice.frequency;
}

/**
 * Add or change a calendar event: title, text, place, who it is for and what kind, its times (or days, all
 * day), and how it repeats, with the plain-words summary as staff choose ("every Tuesday until 16 June,
 * except 7 April"). Times are the school's wall-clock times. Checked with the domain's schema before sending.
 */
export function CalendarEventForm({ event, timeZone, day, onDone }: CalendarEventFormProps) {
  const { formRef, check, errorFor } = useFormValidation();
  const creation = useCreateCalendarEvent();
  const update = useUpdateCalendarEvent();
  const pending = creation.isPending || update.isPending;
  const failure = event ? update.error : creation.error;
  const storedChoice = event?.repeat ? repeatChoiceOf(event.repeat) : null;
  const keepsImportedRule = Boolean(event?.repeat && !storedChoice);
  const startDay = event?.start.slice(0, 10) ?? day ?? '';
  const [allDay, setAllDay] = useState(event?.allDay ?? false);
  const [startDate, setStartDate] = useState(startDay);
  const [repeat, setRepeat] = useState<RepeatOption>(optionOf(storedChoice));
  const [interval, setInterval] = useState(storedChoice?.interval ?? 1);
  const [weekdays, setWeekdays] = useState<WeekdayCode[]>(storedChoice?.weekdays ?? []);
  const [until, setUntil] = useState(storedChoice?.until ?? '');
  const [skipped, setSkipped] = useState<string[]>(event?.skippedDates ?? []);
  const [skipInput, setSkipInput] = useState('');
  const summaryId = useId();

  const rule = (): string | null => {
    if (keepsImportedRule && repeat === optionOf(storedChoice)) return event!.repeat;
    if (repeat === 'none' || !startDate) return null;
    const frequency = repeat.startsWith('monthly') ? 'monthly' : (repeat as RepeatChoice['frequency']);
    return repeatRuleOf({ frequency, interval, weekdays, monthlyOn: repeat === 'monthly-weekday' ? 'weekday' : 'date', until: until || null, count: null }, startDate);
  };
  const currentRule = rule();
  // A weekly series with no day ticked repeats on its date's weekday (the domain's rule), so that box shows ticked.
  const shownWeekdays = weekdays.length || !startDate ? weekdays : [weekdayCodeOf(startDate)];
  const summary = startDate ? repeatSummary({ start: startDate, repeat: currentRule, skippedDates: skipped }) : '';

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (pending) return;
    const data = new FormData(formEvent.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const fields = {
      title: text('title'),
      description: text('description'),
      place: text('place'),
      audience: text('audience'),
      kind: text('kind'),
      allDay,
      start: allDay ? text('startDate') : `${text('startDate')}T${text('startTime')}`,
      end: allDay ? text('endDate') || text('startDate') : `${text('endDate') || text('startDate')}T${text('endTime')}`,
      timeZone: event?.timeZone ?? timeZone,
      repeat: currentRule,
      skippedDates: currentRule ? skipped : [],
      linkUrl: text('linkUrl') || null,
    };
    const valid = check(createCalendarEventSchema, fields);
    if (!valid) return;
    const image = fileFrom(data, 'image');
    if (event) update.mutate({ change: { id: event.id, ...valid }, image }, { onSuccess: onDone });
    else creation.mutate({ event: valid, image }, { onSuccess: onDone });
  };

  const addSkip = () => {
    if (!skipInput || skipped.includes(skipInput)) return;
    setSkipped([...skipped, skipInput].sort());
    setSkipInput('');
  };

  return (
    <form ref={formRef} className="calendar-form" onSubmit={submit} noValidate>
      <div className="calendar-form__column">
        <TextField label="Title" name="title" required defaultValue={event?.title ?? ''} error={errorFor('title')} hint="For example Parent coffee morning" />
        <div className="calendar-form__row">
          <SelectField label="For" required name="audience" defaultValue={event?.audience ?? 'whole-school'} error={errorFor('audience')}>
            <AudienceOptions />
          </SelectField>
          <SelectField label="Kind" required name="kind" defaultValue={event?.kind ?? 'event'} error={errorFor('kind')}>
            <KindOptions />
          </SelectField>
        </div>
        <label className="calendar-form__check">
          <input type="checkbox" name="allDay" checked={allDay} onChange={(change) => setAllDay(change.currentTarget.checked)} /> All day
        </label>
        <div className="calendar-form__row">
          <TextField
            label={allDay ? 'First day' : 'Date'}
            name="startDate"
            type="date"
            required
            value={startDate}
            onChange={(change) => setStartDate(change.currentTarget.value)}
            error={errorFor('start')}
          />
          {!allDay && <TextField label="Starts at" name="startTime" type="time" required defaultValue={event && !event.allDay ? event.start.slice(11) : ''} />}
          {allDay ? (
            <TextField label="Last day" name="endDate" type="date" defaultValue={event?.allDay ? event.end : ''} hint="Empty for one day" error={errorFor('end')} />
          ) : (
            <>
              <TextField label="Ends at" name="endTime" type="time" required defaultValue={event && !event.allDay ? event.end.slice(11) : ''} error={errorFor('end')} />
              <input type="hidden" name="endDate" value={event && !event.allDay && event.end.slice(0, 10) !== event.start.slice(0, 10) ? event.end.slice(0, 10) : ''} />
            </>
          )}
        </div>
        <p className="calendar-form__zone">{CALENDAR_TEXTS.zone(timeZone, event?.timeZone)}</p>
        <TextField label="Place" name="place" defaultValue={event?.place ?? ''} error={errorFor('place')} />
        <TextField label="Link" name="linkUrl" type="url" defaultValue={event?.linkUrl ?? ''} error={errorFor('linkUrl')} hint={CALENDAR_MESSAGES.linkUrl} />
      </div>
      <div className="calendar-form__column">
        <fieldset className="calendar-form__repeat">
          <legend>Repeat</legend>
          <SelectField label="Repeats" required name="repeat" value={repeat} onChange={(change) => setRepeat(change.currentTarget.value as RepeatOption)} error={errorFor('repeat')}>
            {REPEAT_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          {repeat !== 'none' && !keepsImportedRule && (
            <>
              <TextField label="Every how many (1 for every, 2 for every other)" name="interval" type="number" min={1} max={52} value={interval} onChange={(change) => setInterval(Math.max(1, Number(change.currentTarget.value) || 1))} />
              {repeat === 'weekly' && (
                <fieldset className="calendar-form__weekdays">
                  <legend>On</legend>
                  {WEEKDAY_CODES.map((code) => (
                    <label key={code}>
                      <input
                        type="checkbox"
                        checked={shownWeekdays.includes(code)}
                        onChange={(change) => setWeekdays(change.currentTarget.checked ? [...shownWeekdays, code] : shownWeekdays.filter((each) => each !== code))}
                      />{' '}
                      {WEEKDAY_NAMES[code]}
                    </label>
                  ))}
                </fieldset>
              )}
              <TextField label="Until" name="until" type="date" value={until} onChange={(change) => setUntil(change.currentTarget.value)} hint="The last day it may happen; empty for no end" />
            </>
          )}
          {currentRule && (
            <div className="calendar-form__skips">
              <TextField label="Skip a date" name="skipDate" type="date" value={skipInput} onChange={(change) => setSkipInput(change.currentTarget.value)} />
              <Button variant="secondary" onClick={addSkip}>
                Skip this date
              </Button>
              {skipped.length > 0 && (
                <ul className="calendar-form__skipped" aria-label="Skipped dates">
                  {skipped.map((date) => (
                    <li key={date}>
                      {dayText(date)}{' '}
                      <Button variant="link" onClick={() => setSkipped(skipped.filter((each) => each !== date))} aria-label={`Put ${dayText(date)} back`}>
                        Put back
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <p id={summaryId} className="calendar-form__summary" aria-live="polite">
            {summary && `Repeats: ${summary}`}
          </p>
        </fieldset>
        <TextAreaField label="Text for families" name="description" rows={3} defaultValue={event?.description ?? ''} error={errorFor('description')} />
        <ImagePicker label={event?.imageUrl ? 'A new picture' : 'Picture'} name="image" accept={IMAGE_KINDS.calendar.accept} />
      </div>
      {failure && (
        <p className="calendar-form__error" role="alert">
          {saveErrorMessageOf(failure)}
        </p>
      )}
      <FormActions submitLabel={event ? 'Save changes' : 'Add to calendar'} busy={pending} busyLabel="Saving" onCancel={onDone} />
    </form>
  );
}
