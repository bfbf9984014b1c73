import { CALENDAR_CONFIRM } from '@trailside/domain/calendar/calendar.messages';
import { dayText, occurrenceTimeText } from '@trailside/domain/calendar/calendar-text';
import { CALENDAR_AUDIENCE_NAMES, CALENDAR_KIND_NAMES, type CalendarEvent, type CalendarOccurrence } from '@trailside/domain/calendar/calendar.types';
import { occurrencesOfAll } from '@trailside/domain/calendar/occurrences';
import { repeatSummary } from '@trailside/domain/calendar/repeat';
import { dayAt, instantOfText } from '@trailside/domain/calendar/zoned-time';
import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { useDeleteCalendarEvent } from '@trailside/ui/calendar/api/delete-calendar-event';
import { useCalendarEvents } from '@trailside/ui/calendar/api/get-calendar-events';
import { useSkipOccurrence } from '@trailside/ui/calendar/api/skip-occurrence';
import { Button } from '@trailside/ui/button/button';
import { Modal } from '@trailside/ui/modal/modal';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useId, useMemo, useState } from 'react';
import { CalendarEventForm } from './calendar-event-form';
import { addMonths, type MonthKey, monthOf, monthTitle, monthWeeks } from './calendar-month';
import { CALENDAR_TEXTS } from './calendar-texts';
import { ImportPanel } from './import-panel';
import './calendar.css';

type Dialog =
  | { kind: 'closed' }
  | { kind: 'add'; day?: string }
  | { kind: 'edit'; event: CalendarEvent }
  | { kind: 'occurrence'; occurrence: CalendarOccurrence }
  | { kind: 'import' };

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** How far ahead the agenda lists dates. */
const AGENDA_DAYS = 92;

/** Occurrences grouped by their day, in order. */
function byDay(occurrences: CalendarOccurrence[]): Map<string, CalendarOccurrence[]> {
  const days = new Map<string, CalendarOccurrence[]>();
  for (const occurrence of occurrences) days.set(occurrence.date, [...(days.get(occurrence.date) ?? []), occurrence]);
  return days;
}

/**
 * The school calendar: a month grid and an agenda of the next three months, worked out from the stored
 * events by the domain's rules (the ones the API and the feeds use); add, change and delete events, delete
 * one date of a series or the whole series, and import an .ics file after a preview.
 */
export function CalendarView() {
  const { data, isPending } = useCalendarEvents();
  const timeZone = data?.timeZone ?? 'UTC';
  const today = dayAt(new Date(), timeZone);
  const [mode, setMode] = useState<'month' | 'agenda'>('month');
  const [month, setMonth] = useState<MonthKey>(monthOf(today));
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const removal = useDeleteCalendarEvent();
  const skipping = useSkipOccurrence();
  const close = () => setDialog({ kind: 'closed' });
  const ids = { modes: useId(), grid: useId() };

  const events = useMemo(() => data?.events ?? [], [data]);
  const eventById = useMemo(() => new Map(events.map((event) => [event.id, event])), [events]);
  const monthDays = useMemo(
    () => byDay(occurrencesOfAll(events, instantOfText(`${month}-01`, timeZone), instantOfText(`${addMonths(month, 1)}-01`, timeZone))),
    [events, month, timeZone],
  );
  const agenda = useMemo(() => {
    const now = new Date();
    return byDay(occurrencesOfAll(events, now, new Date(now.getTime() + AGENDA_DAYS * 86_400_000)));
  }, [events]);

  const confirmDeleteEvent = useConfirmedAction((event: CalendarEvent) => removal.mutate(event.id, { onSuccess: close }), (event) => ({
    ...DELETE_CONFIRMATION,
    message: event.repeat ? CALENDAR_CONFIRM.deleteSeries : CALENDAR_CONFIRM.deleteEvent,
  }));
  const confirmSkip = useConfirmedAction((occurrence: CalendarOccurrence) => skipping.mutate({ id: occurrence.eventId, date: occurrence.date }, { onSuccess: close }), {
    ...DELETE_CONFIRMATION,
    message: CALENDAR_CONFIRM.deleteOne,
  });

  const occurrenceButton = (occurrence: CalendarOccurrence) => (
    <Button
      key={occurrence.id}
      variant="link"
      className={`calendar__occurrence calendar__occurrence--${occurrence.kind}`}
      onClick={() => setDialog({ kind: 'occurrence', occurrence })}
      aria-label={`${occurrence.title}, ${dayText(occurrence.date)}, ${occurrenceTimeText(occurrence)}`}
    >
      {!occurrence.allDay && <span className="calendar__time">{occurrenceTimeText(occurrence).split('-')[0]}</span>} {occurrence.title}
    </Button>
  );

  const shown = dialog.kind === 'occurrence' ? dialog.occurrence : null;
  const shownEvent = shown ? eventById.get(shown.eventId) : undefined;
  const dialogTitle =
    dialog.kind === 'add' ? 'Add event' : dialog.kind === 'edit' ? `Edit ${dialog.event.title}` : dialog.kind === 'import' ? 'Import a calendar file' : (shown?.title ?? '');

  return (
    <div className="calendar">
      <div className="calendar__toolbar">
        <Button onClick={() => setDialog({ kind: 'add' })}>{CALENDAR_TEXTS.add}</Button>
        <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
          {CALENDAR_TEXTS.import}
        </Button>
        <div className="calendar__modes" role="group" aria-labelledby={ids.modes}>
          <span id={ids.modes} className="visually-hidden">
            Show the calendar as
          </span>
          <Button variant={mode === 'month' ? 'primary' : 'secondary'} aria-pressed={mode === 'month'} onClick={() => setMode('month')}>
            Month
          </Button>
          <Button variant={mode === 'agenda' ? 'primary' : 'secondary'} aria-pressed={mode === 'agenda'} onClick={() => setMode('agenda')}>
            Agenda
          </Button>
        </div>
      </div>

      {isPending && <Spinner label="Loading the calendar" />}
      {data && mode === 'month' && (
        <section aria-labelledby={ids.grid}>
          <div className="calendar__month-nav">
            <Button variant="secondary" onClick={() => setMonth(addMonths(month, -1))} aria-label="Previous month">
              ‹
            </Button>
            <h2 id={ids.grid}>{monthTitle(month)}</h2>
            <Button variant="secondary" onClick={() => setMonth(addMonths(month, 1))} aria-label="Next month">
              ›
            </Button>
            {month !== monthOf(today) && (
              <Button variant="link" onClick={() => setMonth(monthOf(today))}>
                This month
              </Button>
            )}
          </div>
          <table className="calendar__grid">
            <thead>
              <tr>
                {WEEKDAYS.map((name) => (
                  <th key={name} scope="col">
                    <abbr title={name}>{name.slice(0, 3)}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => (
                    <td key={day} className={[monthOf(day) !== month && 'calendar__day--other', day === today && 'calendar__day--today'].filter(Boolean).join(' ') || undefined}>
                      <span className="calendar__date">
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                        <span className="visually-hidden">{dayText(day)}</span>
                      </span>
                      {(monthDays.get(day) ?? []).map(occurrenceButton)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {monthDays.size === 0 && <p>{CALENDAR_TEXTS.empty}</p>}
        </section>
      )}
      {data && mode === 'agenda' && (
        <section aria-label="Agenda">
          <h2>The next three months</h2>
          {agenda.size === 0 && <p>{CALENDAR_TEXTS.agendaEmpty}</p>}
          <ol className="calendar__agenda">
            {[...agenda].map(([day, occurrences]) => (
              <li key={day}>
                <h3 className="calendar__agenda-day">{dayText(day)}</h3>
                <ul>
                  {occurrences.map((occurrence) => (
                    <li key={occurrence.id}>{occurrenceButton(occurrence)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      )}

      <Modal open={dialog.kind !== 'closed'} onClose={close} title={dialogTitle} size={dialog.kind === 'occurrence' ? 'small' : 'large'}>
        {dialog.kind === 'add' && <CalendarEventForm timeZone={timeZone} day={dialog.day} onDone={close} />}
        {dialog.kind === 'edit' && <CalendarEventForm key={dialog.event.id} event={dialog.event} timeZone={timeZone} onDone={close} />}
        {dialog.kind === 'import' && <ImportPanel onDone={close} />}
        {shown && shownEvent && (
          <div className="calendar__details">
            <dl>
              <dt>When</dt>
              <dd>
                {dayText(shown.date)}, {occurrenceTimeText(shown)}
              </dd>
              {shown.place && (
                <>
                  <dt>Where</dt>
                  <dd>{shown.place}</dd>
                </>
              )}
              <dt>For</dt>
              <dd>
                {CALENDAR_AUDIENCE_NAMES[shown.audience]} · {CALENDAR_KIND_NAMES[shown.kind]}
              </dd>
              {shownEvent.repeat && (
                <>
                  <dt>Repeats</dt>
                  <dd>{repeatSummary(shownEvent)}</dd>
                </>
              )}
            </dl>
            {shown.description && <p>{shown.description}</p>}
            <div className="calendar__details-actions">
              <Button onClick={() => setDialog({ kind: 'edit', event: shownEvent })}>{shownEvent.repeat ? 'Edit the series' : 'Edit'}</Button>
              {shownEvent.repeat && (
                <Button variant="secondary" onClick={() => confirmSkip.ask(shown)}>
                  Delete this date only
                </Button>
              )}
              <Button variant="link" onClick={() => confirmDeleteEvent.ask(shownEvent)}>
                {shownEvent.repeat ? 'Delete the whole series' : 'Delete'}
              </Button>
            </div>
          </div>
        )}
      </Modal>
      {confirmDeleteEvent.dialog}
      {confirmSkip.dialog}
    </div>
  );
}
