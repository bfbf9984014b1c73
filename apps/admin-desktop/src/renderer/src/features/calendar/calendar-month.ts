import { dayOf, floatingOf, nextDay, parseWallTime, wallOfFloating } from '@trailside/domain/calendar/zoned-time';

/** "2027-03": a month of the calendar. */
export type MonthKey = string;

/** The month a day is in. */
export const monthOf = (day: string): MonthKey => day.slice(0, 7);

/** The month before or after. */
export function addMonths(month: MonthKey, count: number): MonthKey {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 + count, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** "March 2027". */
export const monthTitle = (month: MonthKey) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * The weeks of a month grid, Monday first: each week seven days ("2027-03-01"), with the days of the months
 * around it filling the first and last weeks.
 */
export function monthWeeks(month: MonthKey): string[][] {
  const first = floatingOf(parseWallTime(`${month}-01`)!);
  const mondayOffset = (first.getUTCDay() + 6) % 7;
  let day = dayOf(wallOfFloating(new Date(first.getTime() - mondayOffset * 86_400_000)));
  const weeks: string[][] = [];
  do {
    const week: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push(day);
      day = nextDay(day);
    }
    weeks.push(week);
  } while (monthOf(day) === month);
  return weeks;
}
