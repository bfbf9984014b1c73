import type { AuditSpec } from '../audit/audit.interceptor';
import { changedFields, event, field, idOf, quoted, text } from '../audit/audit-wording';

export const CALENDAR_AUDIT = {
  /** A POST only because it carries a file: it changes nothing, so it records nothing. */
  preview: { describe: () => null } satisfies AuditSpec,
  create: {
    describe: ({ result }) => {
      const calendarEvent = field(result, 'event');
      return event('create', 'calendar-event', [idOf(calendarEvent)], `added ${quoted(calendarEvent.title)} to the calendar (${text(calendarEvent.start)})`);
    },
  } satisfies AuditSpec,
  update: {
    describe: ({ body, result, uploads }) => {
      const calendarEvent = field(result, 'event');
      return event('update', 'calendar-event', [idOf(calendarEvent)], `changed ${changedFields(body, uploads).join(', ')} of the calendar event ${quoted(calendarEvent.title)}`);
    },
  } satisfies AuditSpec,
  remove: {
    describe: ({ result }) => {
      const calendarEvent = field(result, 'event');
      return event('delete', 'calendar-event', [idOf(calendarEvent)], `deleted ${quoted(calendarEvent.title)} from the calendar${calendarEvent.repeat ? ', every date of the series' : ''}`);
    },
  } satisfies AuditSpec,
  skip: {
    describe: ({ body, result }) => {
      const calendarEvent = field(result, 'event');
      return event('delete', 'calendar-event', [idOf(calendarEvent)], `deleted ${text(body.date)} from the series ${quoted(calendarEvent.title)}`);
    },
  } satisfies AuditSpec,
  import: {
    describe: ({ result }) => {
      const report = (result as { counts?: Record<string, number>; items?: { status: string; eventId: string | null }[] } | undefined) ?? {};
      const touched = (report.items ?? []).filter((item) => item.status !== 'unchanged' && item.eventId).map((item) => String(item.eventId));
      const counts = report.counts ?? {};
      return event('import', 'calendar-event', touched, `imported a calendar file: ${counts.new ?? 0} new, ${counts.changed ?? 0} changed, ${counts.unchanged ?? 0} unchanged`);
    },
  } satisfies AuditSpec,
};
