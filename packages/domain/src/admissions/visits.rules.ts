import { clockText, dayText } from '../calendar/calendar-text';
import { dayOf, floatingOf, instantOfText, parseWallTime, wallOfFloating } from '../calendar/zoned-time';
import { VISIT_KIND_NAMES, type PublicVisitTime } from './visits.types';

/** The longest weekly series staff publish at once: half a year of a weekly tour. */
export const VISIT_SERIES_MAX_WEEKS = 26;
export const VISIT_PLACES_MAX = 200;
export const VISIT_MINUTES = { min: 15, max: 480 } as const;
/** A visit's reminder goes at this time on the school's clock, the day before. */
export const VISIT_REMINDER_TIME = '10:00';

const DAY_MS = 86_400_000;

/** The day `days` after `day` ("2027-03-09" + 7 gives "2027-03-16"). */
export function addDays(day: string, days: number): string {
  const wall = parseWallTime(day);
  if (!wall) throw new RangeError(`Not a date: ${day}`);
  return dayOf(wallOfFloating(new Date(floatingOf(wall).getTime() + days * DAY_MS)));
}

/** The days of a weekly series: `day`, then the same weekday for `weeks` weeks in all. */
export const weeklyDays = (day: string, weeks: number): string[] => Array.from({ length: weeks }, (_, week) => addDays(day, week * 7));

/** When a visit's reminder is due: VISIT_REMINDER_TIME on the school's clock the day before its day. */
export const visitReminderAt = (day: string, timeZone: string): Date => instantOfText(`${addDays(day, -1)}T${VISIT_REMINDER_TIME}`, timeZone);

export const placesLeft = (places: number, booked: number): number => Math.max(0, places - booked);

/** The Monday of a day's week, "2027-03-11" (a Thursday) gives "2027-03-08". */
export function weekOf(day: string): string {
  const wall = parseWallTime(day);
  if (!wall) throw new RangeError(`Not a date: ${day}`);
  const weekday = (floatingOf(wall).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Coming times grouped by the week they fall in (Monday first), in order, as the Book a visit page lists them. */
export function visitWeeks<T extends Pick<PublicVisitTime, 'start'>>(visits: readonly T[]): { weekOf: string; visits: T[] }[] {
  const weeks = new Map<string, T[]>();
  for (const visit of [...visits].sort((a, b) => a.start.localeCompare(b.start))) {
    const week = weekOf(visit.start.slice(0, 10));
    weeks.set(week, [...(weeks.get(week) ?? []), visit]);
  }
  return [...weeks].map(([week, list]) => ({ weekOf: week, visits: list }));
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A cell a spreadsheet would read as
 * a formula (starting =, +, -, @, a tab or a carriage return: OWASP's CSV injection) gets a leading apostrophe, so a
 * family's "=HYPERLINK(...)" is shown as the words they typed.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text, each line ending in CRLF. */
export const csvText = (rows: readonly (readonly string[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** The end of a visit on the school's clock, "2027-03-09T10:30" (a visit ends the day it starts). */
export const visitEnd = (start: string, minutes: number): string => {
  const wall = parseWallTime(start)!;
  const end = wallOfFloating(new Date(floatingOf(wall).getTime() + minutes * 60_000));
  return `${dayOf(end)}T${String(end.hour).padStart(2, '0')}:${String(end.minute).padStart(2, '0')}`;
};

/** "School tour, Tue 9 Mar 2027, 9:30am-10:30am": a visit as every page and mail writes it, on the school's clock. */
export const visitWhenText = (visit: Pick<PublicVisitTime, 'kind' | 'start' | 'minutes'>): string =>
  `${VISIT_KIND_NAMES[visit.kind]}, ${dayText(visit.start)}, ${clockText(visit.start)}-${clockText(visitEnd(visit.start, visit.minutes))}`;
