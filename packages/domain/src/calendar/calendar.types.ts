import type { Timestamp } from '../api/timestamp';

/** Who an event is for (issue 25): the whole school, one class level, the families or the staff. */
export const CALENDAR_AUDIENCES = ['whole-school', 'primary', 'secondary', 'middle', 'families', 'staff'] as const;
export type CalendarAudience = (typeof CALENDAR_AUDIENCES)[number];

export const CALENDAR_AUDIENCE_NAMES: Record<CalendarAudience, string> = {
  'whole-school': 'Whole school',
  primary: 'Primary K-2',
  secondary: 'Secondary 3-5',
  middle: 'Middle 6-8',
  families: 'Families',
  staff: 'Staff',
};

/** Whom an event is for, as a date on the calendar says it: "For Primary K-2". */
export const CALENDAR_AUDIENCE_FOR: Record<CalendarAudience, string> = {
  'whole-school': 'For the whole school',
  primary: 'For Primary K-2',
  secondary: 'For Secondary 3-5',
  middle: 'For Middle 6-8',
  families: 'For families',
  staff: 'For staff',
};

/** What kind of day or gathering it is. */
export const CALENDAR_KINDS = ['event', 'no-school', 'early-dismissal'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const CALENDAR_KIND_NAMES: Record<CalendarKind, string> = {
  event: 'Event',
  'no-school': 'No-school day',
  'early-dismissal': 'Early dismissal',
};

/**
 * One calendar entry as staff keep it: a single event or a repeating series. Times are wall-clock times in
 * `timeZone` (the school's, unless imported from another zone), so "6pm every Tuesday" stays 6pm across a
 * daylight-saving change.
 */
export interface CalendarEvent {
  id: string;
  title: string;
  /** A short text for families. */
  description: string;
  place: string;
  audience: CalendarAudience;
  kind: CalendarKind;
  allDay: boolean;
  /** "2027-03-09T18:00", or the first day "2027-03-09" when all day. */
  start: string;
  /** "2027-03-09T19:30", or the last day (included) when all day. */
  end: string;
  /** The IANA zone the times are read in, e.g. "America/Chicago". */
  timeZone: string;
  /** An RFC 5545 recurrence rule without DTSTART, e.g. "FREQ=WEEKLY;BYDAY=TU;UNTIL=20270616T235959"; null when it happens once. */
  repeat: string | null;
  /** Days of a series left out ("2027-04-07"), in the event's time zone. */
  skippedDates: string[];
  imageUrl: string | null;
  imagePath: string | null;
  /** A web page with more (a sign-up form, a map); null when none. */
  linkUrl: string | null;
  /** Raised on every change, so subscribed calendars take the new version (iCalendar SEQUENCE). */
  sequence: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One time an event happens: the event's fields plus when this occurrence starts and ends. */
export interface CalendarOccurrence {
  /** `${eventId}/${date}`: stable while the series keeps its days, and the occurrence's shareable address. */
  id: string;
  eventId: string;
  /** The occurrence's day in the event's time zone, "2027-03-09": what "delete this date" skips. */
  date: string;
  title: string;
  description: string;
  place: string;
  audience: CalendarAudience;
  kind: CalendarKind;
  allDay: boolean;
  /** Wall-clock start and end in `timeZone` (all day: first and last day). */
  start: string;
  end: string;
  timeZone: string;
  startsAt: Timestamp;
  /** The instant it is over (all day: the midnight after its last day). */
  endsAt: Timestamp;
  /** Whether it is one of a repeating series. */
  recurring: boolean;
  imageUrl: string | null;
  linkUrl: string | null;
}

/** An event read from an imported .ics file, before it is saved: the fields a file decides, and its UID. */
export type ImportedEvent = Pick<CalendarEvent, 'title' | 'description' | 'place' | 'allDay' | 'start' | 'end' | 'timeZone' | 'repeat' | 'skippedDates' | 'linkUrl'> & {
  /** The file's UID for the event: a second import of the same file finds the same record by it. */
  uid: string;
};

/**
 * What an import would do with one event of the file. `deleted`: staff deleted the event it was imported as, and
 * it stays deleted (a school that drops a district event it does not keep should not see it return each term).
 */
export type ImportStatus = 'new' | 'changed' | 'unchanged' | 'deleted';

export interface ImportPreviewItem {
  status: ImportStatus;
  event: ImportedEvent;
  /** The record it would change, for changed and unchanged events. */
  eventId: string | null;
}

/** POST /api/calendar/import/preview and /api/calendar/import: what the file holds, and what was (or would be) done. */
export interface ImportReport {
  counts: Record<ImportStatus, number>;
  items: ImportPreviewItem[];
  /** Parts of the file that could not be read as events, each in plain words (e.g. "Line 40: no start date"). */
  skipped: string[];
}
