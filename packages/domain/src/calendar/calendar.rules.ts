import type { CalendarAudience, CalendarEvent, ImportedEvent } from './calendar.types';
import { eachRecurrence, readRecurrence } from './recurrence';
import { floatingOf, parseWallTime } from './zoned-time';

/**
 * The audiences whose events someone following `audience` sees: theirs and the whole school's (a Primary
 * family wants the no-school days too). The Events page's filter and the per-audience feeds both use it.
 */
export function audiencesFor(audience: CalendarAudience): CalendarAudience[] {
  return audience === 'whole-school' ? ['whole-school'] : [audience, 'whole-school'];
}

/** The fields an imported file decides; audience and kind stay as staff set them. */
const IMPORTED_FIELDS = ['title', 'description', 'place', 'allDay', 'start', 'end', 'timeZone', 'repeat', 'linkUrl'] as const;

/** Whether an event read from a file says something other than the record it was imported into before. */
export function importChanges(record: Pick<CalendarEvent, (typeof IMPORTED_FIELDS)[number] | 'skippedDates'>, imported: ImportedEvent): boolean {
  if (IMPORTED_FIELDS.some((field) => record[field] !== imported[field])) return true;
  return [...record.skippedDates].sort().join() !== [...imported.skippedDates].sort().join();
}

/** How far ahead the site and the feeds list a series without an end: two years. */
export const CALENDAR_HORIZON_DAYS = 731;

/** The years an event's dates may fall in: wide enough for any school, narrow enough that no date is costly to find. */
export const CALENDAR_YEARS = { first: 1900, last: 2200 } as const;

/** The longest an event (one date of a series) may last, in days. */
export const MAX_EVENT_DAYS = 366;

/** A series must have a date within this many years of its start (a rule such as "every 30 February" has none). */
export const SERIES_LOOKAHEAD_YEARS = 10;

const DAY_MS = 86_400_000;

/** How many days an event lasts on the wall clock: its days when all day (a one-day event is 1), else its length in days. */
export function eventDays({ allDay, start, end }: { allDay: boolean; start: string; end: string }): number {
  const [from, to] = [parseWallTime(start), parseWallTime(end)].map((wall) => (wall ? floatingOf(wall).getTime() : NaN));
  return (to - from) / DAY_MS + (allDay ? 1 : 0);
}

/** Whether a series first starting at `start` ("2027-03-09T18:00" or a day) and repeating by `repeat` has a date within SERIES_LOOKAHEAD_YEARS. */
export function seriesHasDates(start: string, repeat: string): boolean {
  const reading = readRecurrence(repeat);
  const wall = parseWallTime(start);
  if ('problem' in reading || !wall) return false;
  const first = floatingOf(wall).getTime();
  let found = false;
  eachRecurrence(reading.rule, first, first, first + SERIES_LOOKAHEAD_YEARS * 366 * DAY_MS, () => ((found = true), false));
  return found;
}

/** The most dates one series may skip. */
export const MAX_SKIPPED_DATES = 500;

/**
 * What an imported .ics file may hold, and how long and how much memory reading it may take (in a worker of its own,
 * stopped at the deadline): a school calendar is far inside each, and a file built to hold the server is stopped.
 */
export const ICS_LIMITS = {
  events: 2_000,
  /** BEGIN inside BEGIN: the calendar, an event, its alarm. */
  nesting: 3,
  timeZones: 50,
  /** STANDARD and DAYLIGHT parts of one time zone, and the dates (RDATE) they list. */
  zoneChanges: 100,
  zoneDates: 1_000,
  deadlineMs: 1_500,
  memoryMb: 128,
} as const;
