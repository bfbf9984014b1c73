import type { CalendarOccurrence } from './calendar.types';
import { parseWallTime, wallClockAt } from './zoned-time';

export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAY_ABBREVIATIONS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "18:00" or "2027-03-09T18:00" as the school writes times: "6:00pm" (as in the spec's "8:30am-3:30pm"). */
export function clockText(time: string): string {
  const [hours, minutes] = time.slice(-5).split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

/** The date badge of an occurrence: day of the month and the month's abbreviation. */
export function dateBadgeOf(occurrence: Pick<CalendarOccurrence, 'start'>): { day: number; month: string } {
  const wall = parseWallTime(occurrence.start.slice(0, 10))!;
  return { day: wall.day, month: MONTH_ABBREVIATIONS[wall.month - 1] };
}

/** "Tue 9 Mar 2027". */
export function dayText(day: string): string {
  const wall = parseWallTime(day.slice(0, 10))!;
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return `${WEEKDAY_ABBREVIATIONS[weekday]} ${wall.day} ${MONTH_ABBREVIATIONS[wall.month - 1]} ${wall.year}`;
}

/**
 * When an occurrence is, in the school's words: "6:00pm-7:30pm", "All day", or for several days
 * "All day, to Fri 12 Mar 2027"; a timed one ending on a later day names that day.
 */
export function occurrenceTimeText(occurrence: Pick<CalendarOccurrence, 'allDay' | 'start' | 'end'>): string {
  if (occurrence.allDay) return occurrence.end > occurrence.start ? `All day, to ${dayText(occurrence.end)}` : 'All day';
  const sameDay = occurrence.start.slice(0, 10) === occurrence.end.slice(0, 10);
  return `${clockText(occurrence.start)}-${sameDay ? '' : `${dayText(occurrence.end)} `}${clockText(occurrence.end)}`;
}

/**
 * A moment as the school's clock shows it, in full: "Saturday, December 13, 2026 at 10:00 AM". The same on the
 * server and in every visitor's browser, wherever they are, since it reads the school's time zone.
 */
export function momentText(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  const hour = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const clock = `${hour}:${String(wall.minute).padStart(2, '0')} ${wall.hour < 12 ? 'AM' : 'PM'}`;
  return `${WEEKDAYS[weekday]}, ${MONTHS[wall.month - 1]} ${wall.day}, ${wall.year} at ${clock}`;
}
