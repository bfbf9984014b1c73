import type { Envelope, Removed } from '../api/envelope';
import type { CalendarEvent, CalendarOccurrence, ImportReport } from './calendar.types';

/** Paths under /api, named after the client functions that call them. */
export const CALENDAR_ROUTES = {
  getOccurrences: 'calendar/occurrences',
  getCalendarEvents: 'calendar/events',
  getCalendarEvent: 'calendar/events/:id',
  createCalendarEvent: 'calendar/events',
  updateCalendarEvent: 'calendar/events',
  deleteCalendarEvent: 'calendar/events',
  skipOccurrence: 'calendar/events/skip',
  previewCalendarImport: 'calendar/import/preview',
  importCalendar: 'calendar/import',
} as const;

/** GET /api/calendar/occurrences: one page of upcoming (earliest first) or past (latest first) occurrences. */
export interface GetOccurrencesResponse {
  occurrences: CalendarOccurrence[];
  page: number;
  pageCount: number;
  /** How many occurrences match, on every page together. */
  total: number;
  when: 'upcoming' | 'past';
}

/** GET /api/calendar/events (staff): every event and series, with the school's time zone new ones are made in. */
export interface GetCalendarEventsResponse {
  events: CalendarEvent[];
  timeZone: string;
}

/** GET /api/calendar/events/:id: the event and its next occurrences (at most ten). */
export type GetCalendarEventResponse = Envelope<'event', CalendarEvent> & { occurrences: CalendarOccurrence[] };

export type CreateCalendarEventResponse = Envelope<'event', CalendarEvent>;
export type UpdateCalendarEventResponse = CreateCalendarEventResponse;
export type SkipOccurrenceResponse = CreateCalendarEventResponse;
export type DeleteCalendarEventResponse = Removed<'event', CalendarEvent>;
export type ImportCalendarResponse = ImportReport;
