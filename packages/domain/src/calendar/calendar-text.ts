import type { Timestamp } from '../api/timestamp';
import type { CalendarOccurrence } from './calendar.types';
import { instantOfText, parseWallTime, wallClockAt, wallTimeText } from './zoned-time';

export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "18:00" or "2027-03-09T18:00" as the school writes times: "6:00pm" (as in the spec's "8:30am-3:30pm"). */
export function clockText(time: string): string {
  const [hours, minutes] = time.slice(-5).split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

/** "Tue 9 Mar 2027". */
export function dayText(day: string): string {
  const wall = parseWallTime(day.slice(0, 10))!;
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return `${WEEKDAY_ABBREVIATIONS[weekday]} ${wall.day} ${MONTH_ABBREVIATIONS[wall.month - 1]} ${wall.year}`;
}

/**
 * When an occurrence is on its own event's wall clock: "6:00pm-7:30pm", "All day", or for several days
 * "All day, to Fri 12 Mar 2027". An event imported from another zone keeps that zone's clock here: what people
 * read is `whenText`, on the school's; the staff console's calendar still shows this one.
 */
export function occurrenceTimeText(occurrence: Pick<CalendarOccurrence, 'allDay' | 'start' | 'end'>): string {
  if (occurrence.allDay) return occurrence.end > occurrence.start ? `All day, to ${dayText(occurrence.end)}` : 'All day';
  const sameDay = occurrence.start.slice(0, 10) === occurrence.end.slice(0, 10);
  return `${clockText(occurrence.start)}-${sameDay ? '' : `${dayText(occurrence.end)} `}${clockText(occurrence.end)}`;
}

/*
 * How a time is written for people, everywhere (the Events page and its dates, flyers and the countdown, the
 * weekly letter; the staff console as it moves to it): one style, the school's own ("Tue 9 Mar 2027, 6:00pm",
 * as its hours are "8:30am-3:30pm"), always on the school's clock (the time zone in Site settings), whoever
 * reads it and wherever they are, so the server's page and the browser that takes it over say the same.
 */

const instantOf = (moment: Date | Timestamp) => (moment instanceof Date ? moment : new Date(moment.seconds * 1000));

/** "Sat 13 Dec 2026, 10:00am": a moment on the school's clock. */
export function momentText(moment: Date | Timestamp, timeZone: string): string {
  const wall = wallTimeText(wallClockAt(instantOf(moment), timeZone));
  return `${dayText(wall)}, ${clockText(wall)}`;
}

/** "Sat 13 Dec 2026": the day a moment falls on, on the school's clock. */
export function momentDayText(moment: Date | Timestamp, timeZone: string): string {
  return dayText(wallTimeText(wallClockAt(instantOf(moment), timeZone)));
}

/** What `whenText` needs of a date on the calendar: an occurrence, or an event read from a file. */
export type When = Pick<CalendarOccurrence, 'allDay' | 'start' | 'end' | 'timeZone'> & Partial<Pick<CalendarOccurrence, 'startsAt' | 'endsAt'>>;

/**
 * Its start and end on the school's clock ("2027-03-09T18:00", or days when all day). In the school's own zone
 * (nearly every event) they are its own wall-clock texts, with no time-zone data to read; an event in another
 * zone is read at its instants. All-day dates are the same days everywhere.
 */
function schoolWall(when: When, timeZone: string): { start: string; end: string } {
  if (when.allDay || when.timeZone === timeZone) return { start: when.start, end: when.end };
  const read = (instant: Timestamp | undefined, text: string) =>
    wallTimeText(wallClockAt(instant ? instantOf(instant) : instantOfText(text, when.timeZone), timeZone));
  return { start: read(when.startsAt, when.start), end: read(when.endsAt, when.end) };
}

/**
 * When a date on the calendar is, on the school's clock: "Tue 9 Mar 2027, 6:00pm-7:30pm"; ending another day
 * "Tue 9 Mar 2027, 10:00pm-Wed 10 Mar 2027, 1:00am"; "Fri 26 Mar 2027, all day", or for several days
 * "Mon 22 Mar 2027-Fri 26 Mar 2027, all day".
 */
export function whenText(when: When, timeZone: string): string {
  const { start, end } = schoolWall(when, timeZone);
  if (when.allDay) return `${dayText(start)}${end > start ? `-${dayText(end)}` : ''}, all day`;
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  return `${dayText(start)}, ${clockText(start)}-${sameDay ? '' : `${dayText(end)}, `}${clockText(end)}`;
}

/** The date badge of a date on the calendar, on the school's clock: the day of the month and the month's abbreviation. */
export function dateBadgeOf(when: When, timeZone: string): { day: number; month: string } {
  const wall = parseWallTime(schoolWall(when, timeZone).start.slice(0, 10))!;
  return { day: wall.day, month: MONTH_ABBREVIATIONS[wall.month - 1] };
}
