import { Frequency, RRule, Weekday } from 'rrule';
import { readRecurrence } from './recurrence';
import { dayOf, floatingOf, parseWallTime, wallClockAt, wallOfFloating } from './zoned-time';

/** Days of the week as RFC 5545 writes them, Monday first. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORDINALS: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', [-1]: 'last' };

/** How the console's form says a series repeats. */
export interface RepeatChoice {
  frequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** 1 for every week (month, ...), 2 for every other one, and so on. */
  interval: number;
  /** Weekly: the days it happens on (none: the start's day). */
  weekdays: WeekdayCode[];
  /** Monthly: on the start's date (the 14th), or on the start's weekday of the month (the second Tuesday). */
  monthlyOn: 'date' | 'weekday';
  /** The last day it may happen on, "2027-06-16"; null for no end date. */
  until: string | null;
  /** How many times it happens at most; null for no count. */
  count: number | null;
}

const FREQUENCIES: Record<RepeatChoice['frequency'], Frequency> = {
  daily: Frequency.DAILY,
  weekly: Frequency.WEEKLY,
  monthly: Frequency.MONTHLY,
  yearly: Frequency.YEARLY,
};

/** The weekday (0 = Monday) and its number within the month (1-5, or -1 for the last) of a day. */
function weekdayInMonth(day: string): { weekday: number; nth: number } {
  const date = floatingOf(parseWallTime(day)!);
  const weekday = (date.getUTCDay() + 6) % 7;
  const nth = Math.ceil(date.getUTCDate() / 7);
  return { weekday, nth: nth === 5 ? -1 : nth };
}

/** The weekday code of a day ("2027-03-09" is a Tuesday: "TU"): the one a weekly series repeats on unless told others. */
export const weekdayCodeOf = (day: string): WeekdayCode => WEEKDAY_CODES[weekdayInMonth(day).weekday];

/** The canonical stored rule: RFC 5545 text with UNTIL as the last included moment on the event's own wall clock. */
const floatingUntil = (rule: string) => rule.replace(/^RRULE:/, '').replace(/(UNTIL=\d{8}T\d{6})Z/, '$1');

/** The rule text of a form's choice for a series starting on `startDay` ("2027-03-09"). */
export function repeatRuleOf(choice: RepeatChoice, startDay: string): string {
  const interval = Math.max(1, Math.trunc(choice.interval));
  const options: Partial<ConstructorParameters<typeof RRule>[0]> = { freq: FREQUENCIES[choice.frequency], ...(interval > 1 ? { interval } : {}) };
  if (choice.frequency === 'weekly' && choice.weekdays.length) {
    options.byweekday = [...choice.weekdays].sort((a, b) => WEEKDAY_CODES.indexOf(a) - WEEKDAY_CODES.indexOf(b)).map((code) => WEEKDAY_CODES.indexOf(code));
  }
  if (choice.frequency === 'monthly' && choice.monthlyOn === 'weekday') {
    const { weekday, nth } = weekdayInMonth(startDay);
    options.byweekday = [new Weekday(weekday, nth)];
  }
  if (choice.until) options.until = new Date(`${choice.until}T23:59:59Z`);
  if (choice.count) options.count = choice.count;
  return floatingUntil(RRule.optionsToString(options));
}

/** The form's choice for a stored rule, or null when the rule says more than the form can (an imported one). */
export function repeatChoiceOf(rule: string): RepeatChoice | null {
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(rule);
  } catch {
    return null;
  }
  const frequency = (Object.keys(FREQUENCIES) as RepeatChoice['frequency'][]).find((name) => FREQUENCIES[name] === options.freq);
  const known = new Set(['freq', 'interval', 'byweekday', 'until', 'count', 'wkst']);
  if (!frequency || Object.keys(options).some((key) => !known.has(key))) return null;
  const weekdays = weekdaysOf(options.byweekday);
  const monthlyByWeekday = frequency === 'monthly' && weekdays.length === 1 && weekdays[0].n !== undefined;
  if (weekdays.length && frequency !== 'weekly' && !monthlyByWeekday) return null;
  if (frequency === 'weekly' && weekdays.some((day) => day.n)) return null;
  return {
    frequency,
    interval: options.interval ?? 1,
    weekdays: frequency === 'weekly' ? weekdays.map((day) => WEEKDAY_CODES[day.weekday]) : [],
    monthlyOn: monthlyByWeekday ? 'weekday' : 'date',
    until: options.until ? dayOf(wallOfFloating(options.until)) : null,
    count: options.count ?? null,
  };
}

function weekdaysOf(byweekday: unknown): { weekday: number; n?: number }[] {
  if (byweekday === undefined || byweekday === null) return [];
  const list = Array.isArray(byweekday) ? byweekday : [byweekday];
  return list.map((day) => (typeof day === 'number' ? { weekday: day } : { weekday: (day as Weekday).weekday, n: (day as Weekday).n || undefined }));
}

/**
 * Whether `rule` is a recurrence rule the calendar keeps: RFC 5545 text, daily or longer (so each occurrence has a
 * day of its own), without hours or minutes of its own, at most 1,000 dates (recurrence.ts says why one is not).
 */
export const isKeptRepeatRule = (rule: string): boolean => 'rule' in readRecurrence(rule);

/**
 * An imported rule (RFC 5545, as another calendar wrote it) in the calendar's own form: UNTIL as the last
 * moment on the event's wall clock in `timeZone`. A UTC UNTIL is read in that zone; a date-only one includes
 * its whole day.
 */
export function keptRepeatRule(rule: string, timeZone: string): string {
  const text = rule.replace(/^RRULE:/i, '').trim();
  return text
    .replace(/UNTIL=(\d{8})(?![\dT])/, 'UNTIL=$1T235959')
    .replace(/UNTIL=(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, (_match, year, month, day, hour, minute, second) => {
      const wall = wallClockAt(new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`), timeZone);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `UNTIL=${wall.year}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${second}`;
    });
}

/** "16 June", with the year when it is not `yearOf`'s. */
function dayText(day: string | Date, year?: number): string {
  const date = typeof day === 'string' ? floatingOf(parseWallTime(day)!) : day;
  const text = `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
  return year === undefined || date.getUTCFullYear() === year ? text : `${text} ${date.getUTCFullYear()}`;
}

/** "a, b and c". */
export function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const everyUnit = (interval: number, unit: string) => (interval === 1 ? `every ${unit}` : interval === 2 ? `every other ${unit}` : `every ${interval} ${unit}s`);

/**
 * A series' repeat in plain words, as staff read it back: "every Tuesday until 16 June, except 7 April".
 * Days are English and day-month, as the school writes them. `start` is the first start ("2027-03-09T18:00"
 * or "2027-03-09"); the skipped dates are listed in order.
 */
export function repeatSummary(event: { start: string; repeat: string | null; skippedDates?: readonly string[] }): string {
  if (!event.repeat) return 'does not repeat';
  const start = floatingOf(parseWallTime(event.start)!);
  const year = start.getUTCFullYear();
  const options = RRule.parseString(event.repeat);
  const interval = options.interval ?? 1;
  const days = weekdaysOf(options.byweekday);
  const startWeekday = (start.getUTCDay() + 6) % 7;
  let words: string;
  switch (options.freq) {
    case Frequency.DAILY:
      words =
        interval === 1 && days.length === 5 && days.every((day) => day.weekday < 5)
          ? 'every weekday'
          : everyUnit(interval, 'day') + (days.length ? ` on ${listText(days.map((day) => WEEKDAY_NAMES[day.weekday]))}` : '');
      break;
    case Frequency.WEEKLY: {
      const names = (days.length ? days.map((day) => day.weekday) : [startWeekday]).map((weekday) => WEEKDAY_NAMES[weekday]);
      words = interval === 1 ? `every ${listText(names)}` : interval === 2 ? `every other ${listText(names)}` : `every ${interval} weeks on ${listText(names)}`;
      break;
    }
    case Frequency.MONTHLY: {
      const nth = days.length === 1 ? (days[0].n ?? (Array.isArray(options.bysetpos) ? options.bysetpos[0] : options.bysetpos)) : undefined;
      const on = nth
        ? `the ${ORDINALS[nth] ?? `${nth}th`} ${WEEKDAY_NAMES[days[0].weekday]}`
        : `the ${ordinalDay(Array.isArray(options.bymonthday) ? options.bymonthday[0] : (options.bymonthday ?? start.getUTCDate()))}`;
      words = `${on} of ${interval === 1 ? 'every month' : everyUnit(interval, 'month')}`;
      break;
    }
    case Frequency.YEARLY:
      words = `${everyUnit(interval, 'year')} on ${dayText(start)}`;
      break;
    default:
      words = 'repeats';
  }
  if (options.until) words += ` until ${dayText(options.until, year)}`;
  if (options.count) words += options.count === 1 ? ', once' : `, ${options.count} times`;
  const skipped = [...(event.skippedDates ?? [])].sort();
  if (skipped.length) words += `, except ${listText(skipped.map((day) => dayText(day, year)))}`;
  return words;
}

function ordinalDay(day: number): string {
  if (day < 0) return day === -1 ? 'last day' : `${-day}th-last day`;
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
}
