/**
 * The dates of a repeating series: RFC 5545 recurrence rules as the calendar keeps them (daily, weekly, monthly or
 * yearly, BY-parts of months, days of the month or year, weekdays and set positions), expanded in floating time
 * (see zoned-time). Expanded here rather than by rrule, whose dates this reproduces (recurrence.spec.ts compares them),
 * because rrule walks from a series' first date to the end of the window asked for, and on to the year 9999 when a
 * rule has no more dates: one rule such as "daily, on 30 February" held the server for nine seconds. This walks the
 * rule's periods (days, weeks, months, years) within the window only, so a question costs what the window holds.
 */

const DAY_MS = 86_400_000;

/** Days of the week as RFC 5545 writes them, Monday first (0). */
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
/** Finer rules than a day: a day names an occurrence, so the calendar keeps none of these. */
const TOO_OFTEN = ['SECONDLY', 'MINUTELY', 'HOURLY'];

/** The most dates a series may have (COUNT), and the longest step between its periods (INTERVAL). */
export const MAX_SERIES_DATES = 1_000;
export const MAX_REPEAT_INTERVAL = 1_000;
/** The longest rule text kept. */
export const MAX_REPEAT_RULE_CHARS = 500;

/** A kept rule, read. Weekdays count from Monday (0); `nth` is 0 for every such weekday. */
export interface Recurrence {
  freq: (typeof FREQUENCIES)[number];
  interval: number;
  count: number | null;
  /** The last moment a date may start, in floating time (ms); null for no end. */
  until: number | null;
  months: number[] | null;
  monthDays: number[] | null;
  yearDays: number[] | null;
  weekdays: { weekday: number; nth: number }[] | null;
  setPositions: number[] | null;
  weekStart: number;
}

/** Why a rule text is not one the calendar keeps, as the end of "it ..." (an import's note) ; or a rule. */
export type RecurrenceReading = { rule: Recurrence } | { problem: string };

const list = (value: string, min: number, max: number, name: string, zero = false): number[] | string => {
  const numbers = value.split(',').map((part) => (/^[+-]?\d{1,4}$/.test(part) ? Number(part) : NaN));
  if (numbers.some((number) => !Number.isInteger(number) || number < min || number > max || (!zero && number === 0))) {
    return `its repeat rule has ${name}=${value.slice(0, 40)}, which is no list of numbers from ${min} to ${max}.`;
  }
  return numbers;
};

/**
 * Reads `text` ("FREQ=WEEKLY;BYDAY=TU;UNTIL=20270616T235959"): a rule the calendar keeps, or what is wrong with it,
 * worded as the end of "it ..." so an import can list it ("it repeats every minute (FREQ=MINUTELY), ...").
 */
export function readRecurrence(text: string): RecurrenceReading {
  const problem = (words: string): RecurrenceReading => ({ problem: words });
  if (text.length > MAX_REPEAT_RULE_CHARS) return problem(`its repeat rule is longer than ${MAX_REPEAT_RULE_CHARS} characters.`);
  const parts = new Map<string, string>();
  for (const part of text.replace(/^RRULE:/i, '').split(';')) {
    const [name, value, ...more] = part.split('=');
    if (!name || value === undefined || more.length || parts.has(name.toUpperCase())) return problem(`its repeat rule cannot be read (${text.slice(0, 60)}).`);
    parts.set(name.toUpperCase(), value.toUpperCase());
  }
  const freq = parts.get('FREQ') ?? '';
  if (TOO_OFTEN.includes(freq)) return problem(`it repeats more often than once a day (FREQ=${freq}), which the calendar does not keep.`);
  if (!(FREQUENCIES as readonly string[]).includes(freq)) return problem(`its repeat rule does not say how often it repeats (daily, weekly, monthly or yearly).`);
  const rule: Recurrence = {
    freq: freq as Recurrence['freq'],
    interval: 1,
    count: null,
    until: null,
    months: null,
    monthDays: null,
    yearDays: null,
    weekdays: null,
    setPositions: null,
    weekStart: 0,
  };
  for (const [name, value] of parts) {
    let read: number[] | string;
    switch (name) {
      case 'FREQ':
        break;
      case 'INTERVAL':
        read = list(value, 1, MAX_REPEAT_INTERVAL, name);
        if (typeof read === 'string' || read.length !== 1) return problem(`its repeat rule has INTERVAL=${value.slice(0, 20)}; the calendar keeps steps of 1 to ${MAX_REPEAT_INTERVAL.toLocaleString('en-US')}.`);
        rule.interval = read[0];
        break;
      case 'COUNT':
        if (!/^\d{1,12}$/.test(value) || Number(value) < 1) return problem(`its repeat rule has COUNT=${value.slice(0, 20)}, which is no number of times.`);
        if (Number(value) > MAX_SERIES_DATES) {
          return problem(`it repeats ${Number(value).toLocaleString('en-US')} times; the calendar keeps at most ${MAX_SERIES_DATES.toLocaleString('en-US')} dates of a series.`);
        }
        rule.count = Number(value);
        break;
      case 'UNTIL': {
        const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
        const until = match && Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0));
        if (!match || !until || new Date(until).getUTCDate() !== Number(match[3])) return problem(`its repeat rule has UNTIL=${value.slice(0, 20)}, which is no date.`);
        rule.until = until;
        break;
      }
      case 'BYMONTH':
        if (typeof (read = list(value, 1, 12, name)) === 'string') return problem(read);
        rule.months = read;
        break;
      case 'BYMONTHDAY':
        if (typeof (read = list(value, -31, 31, name)) === 'string') return problem(read);
        rule.monthDays = read;
        break;
      case 'BYYEARDAY':
        if (typeof (read = list(value, -366, 366, name)) === 'string') return problem(read);
        rule.yearDays = read;
        break;
      case 'BYSETPOS':
        if (typeof (read = list(value, -366, 366, name)) === 'string') return problem(read);
        rule.setPositions = read;
        break;
      case 'BYDAY': {
        const days = value.split(',').map((day) => /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(day));
        if (days.some((day) => !day || Math.abs(Number(day[1] ?? 0)) > 53 || (day[1] !== undefined && Number(day[1]) === 0))) {
          return problem(`its repeat rule has BYDAY=${value.slice(0, 40)}, which is no list of weekdays.`);
        }
        // As rrule reads them: "the 2nd Tuesday" counts within a month or a year; a daily or weekly rule has every Tuesday.
        const counted = rule.freq === 'MONTHLY' || rule.freq === 'YEARLY';
        rule.weekdays = days.map((day) => ({ weekday: WEEKDAYS.indexOf(day![2] as (typeof WEEKDAYS)[number]), nth: counted ? Number(day![1] ?? 0) : 0 }));
        break;
      }
      case 'WKST':
        if (!(WEEKDAYS as readonly string[]).includes(value)) return problem(`its repeat rule has WKST=${value.slice(0, 20)}, which is no weekday.`);
        rule.weekStart = WEEKDAYS.indexOf(value as (typeof WEEKDAYS)[number]);
        break;
      case 'BYHOUR':
      case 'BYMINUTE':
      case 'BYSECOND':
        return problem(`it repeats at set hours or minutes (${name}), which the calendar does not keep: one date a day at the event's time.`);
      default:
        return problem(`its repeat rule uses ${name.slice(0, 20)}, which the calendar does not keep.`);
    }
  }
  // BYDAY's weekday number within the year fits a year, but within a month (a monthly rule, or a month named) only five.
  if (rule.weekdays?.some(({ nth }) => Math.abs(nth) > 5) && (rule.freq === 'MONTHLY' || rule.months)) {
    return problem(`its repeat rule has BYDAY=${parts.get('BYDAY')!.slice(0, 40)}; a month has at most five of each weekday.`);
  }
  return { rule };
}

/** The rule of `text` (which must be one the calendar keeps: see readRecurrence). */
export function recurrenceOf(text: string): Recurrence {
  const reading = readRecurrence(text);
  if ('problem' in reading) throw new RangeError(`Not a kept repeat rule: ${reading.problem}`);
  return reading.rule;
}

// Dates as day numbers: days since 1970-01-01 (a Thursday), in floating (UTC-read) time.
const dateOf = (day: number) => new Date(day * DAY_MS);
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;
const dayNumber = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date) / DAY_MS;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const daysInYear = (year: number) => dayNumber(year + 1, 1, 1) - dayNumber(year, 1, 1);

/** The rule with the parts a series takes from its first date written out, as rrule does (RFC 5545, 3.3.10). */
function withDefaults(rule: Recurrence, firstDay: number): Recurrence {
  if (rule.weekdays || rule.monthDays || rule.yearDays) return rule;
  const first = dateOf(firstDay);
  if (rule.freq === 'YEARLY') return { ...rule, months: rule.months ?? [first.getUTCMonth() + 1], monthDays: [first.getUTCDate()] };
  if (rule.freq === 'MONTHLY') return { ...rule, monthDays: [first.getUTCDate()] };
  if (rule.freq === 'WEEKLY') return { ...rule, weekdays: [{ weekday: weekdayOf(firstDay), nth: 0 }] };
  return rule;
}

/**
 * The days of `rule` in the period from `from` to `to` (day numbers, `to` excluded), before BYSETPOS: each day
 * the BY-parts all let through. "The 2nd Tuesday" counts within each month for a monthly rule or a yearly one with
 * months, else within the year; a rule with both plain and counted weekdays needs a day to be both, as rrule has it.
 */
function daysOf(rule: Recurrence, from: number, to: number): number[] {
  const plain = rule.weekdays?.filter((day) => day.nth === 0).map((day) => day.weekday);
  const counted = rule.weekdays?.filter((day) => day.nth !== 0) ?? [];
  const countedDays = counted.length ? countedWeekdays(rule, counted, from, to) : null;
  const days: number[] = [];
  // The date's parts are carried from day to day, not read from a Date made for each: a period of a year is 366 days.
  const start = dateOf(from);
  let [year, month, monthDay, weekday] = [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), weekdayOf(from)];
  let [monthLength, yearStart, yearLength] = [daysInMonth(year, month), dayNumber(year, 1, 1), daysInYear(year)];
  for (let day = from; day < to; day += 1) {
    const kept =
      (!rule.months || rule.months.includes(month)) &&
      (!plain?.length || plain.includes(weekday)) &&
      (!countedDays || countedDays.has(day)) &&
      (!rule.monthDays || rule.monthDays.includes(monthDay) || rule.monthDays.includes(monthDay - monthLength - 1)) &&
      (!rule.yearDays || rule.yearDays.includes(day - yearStart + 1) || rule.yearDays.includes(day - yearStart - yearLength));
    if (kept) days.push(day);
    weekday = (weekday + 1) % 7;
    if (++monthDay > monthLength) {
      monthDay = 1;
      if (++month > 12) [month, year, yearStart, yearLength] = [1, year + 1, day + 1, daysInYear(year + 1)];
      monthLength = daysInMonth(year, month);
    }
  }
  return days;
}

/** The days in [from, to) that are a counted weekday ("the 2nd Tuesday", "the last Friday") of their month or year. */
function countedWeekdays(rule: Recurrence, counted: { weekday: number; nth: number }[], from: number, to: number): Set<number> {
  const byMonth = rule.freq === 'MONTHLY' || (rule.freq === 'YEARLY' && rule.months !== null);
  const found = new Set<number>();
  const start = dateOf(from);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth() + 1;
  for (;;) {
    const first = byMonth ? dayNumber(year, month, 1) : dayNumber(year, 1, 1);
    const last = byMonth ? dayNumber(year, month, daysInMonth(year, month)) : dayNumber(year, 12, 31);
    if (first >= to) return found;
    for (const { weekday, nth } of counted) {
      const day = nth > 0 ? first + (nth - 1) * 7 + ((weekday - weekdayOf(first) + 7) % 7) : last + (nth + 1) * 7 - ((weekdayOf(last) - weekday + 7) % 7);
      if (day >= first && day <= last) found.add(day);
    }
    if (byMonth) [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
    else year += 1;
  }
}

/** The first day of the `index`-th period of a rule whose first date is `firstDay`, and the day after its last. */
function period(rule: Recurrence, firstDay: number, index: number): [number, number] {
  const first = dateOf(firstDay);
  switch (rule.freq) {
    case 'DAILY': {
      const day = firstDay + index * rule.interval;
      return [day, day + 1];
    }
    case 'WEEKLY': {
      // Weeks begin on WKST; the first one begins at the first date (rrule's), the others whole.
      const weekOne = firstDay - ((weekdayOf(firstDay) - rule.weekStart + 7) % 7);
      const start = weekOne + index * rule.interval * 7;
      return [index === 0 ? firstDay : start, start + 7];
    }
    case 'MONTHLY': {
      const months = first.getUTCFullYear() * 12 + first.getUTCMonth() + index * rule.interval;
      const [year, month] = [Math.floor(months / 12), (months % 12) + 1];
      return [dayNumber(year, month, 1), dayNumber(year, month, 1) + daysInMonth(year, month)];
    }
    case 'YEARLY': {
      const year = first.getUTCFullYear() + index * rule.interval;
      return [dayNumber(year, 1, 1), dayNumber(year + 1, 1, 1)];
    }
  }
}

/** The index of the last period of a rule (first date `firstDay`) that begins on or before `day`; 0 before the first. */
function periodAt(rule: Recurrence, firstDay: number, day: number): number {
  if (day <= firstDay) return 0;
  const first = dateOf(firstDay);
  const at = dateOf(day);
  switch (rule.freq) {
    case 'DAILY':
      return Math.floor((day - firstDay) / rule.interval);
    case 'WEEKLY': {
      const weekOne = firstDay - ((weekdayOf(firstDay) - rule.weekStart + 7) % 7);
      return Math.floor((day - weekOne) / (7 * rule.interval));
    }
    case 'MONTHLY':
      return Math.floor((at.getUTCFullYear() * 12 + at.getUTCMonth() - (first.getUTCFullYear() * 12 + first.getUTCMonth())) / rule.interval);
    case 'YEARLY':
      return Math.floor((at.getUTCFullYear() - first.getUTCFullYear()) / rule.interval);
  }
}

/**
 * Calls `each` with the start (floating ms) of every date of the series that starts at `first` (floating ms) and
 * repeats by `rule`, from `after` to `before` (both included), earliest first, until `each` returns false. Only the
 * periods of the window are walked, except for a rule with a COUNT, whose dates are counted from the first.
 */
export function eachRecurrence(rule: Recurrence, first: number, after: number, before: number, each: (start: number) => boolean): void {
  const firstDay = Math.floor(first / DAY_MS);
  const timeOfDay = first - firstDay * DAY_MS;
  const full = withDefaults(rule, firstDay);
  const last = Math.min(before, full.until ?? Number.POSITIVE_INFINITY);
  let counted = 0;
  for (let index = full.count === null ? periodAt(full, firstDay, Math.floor(after / DAY_MS)) : 0; ; index += 1) {
    const [from, to] = period(full, firstDay, index);
    if (from * DAY_MS + timeOfDay > last) return;
    let days = daysOf(full, from, to);
    if (full.setPositions) {
      const chosen = full.setPositions.map((position) => days[position > 0 ? position - 1 : days.length + position]).filter((day) => day !== undefined);
      days = [...new Set(chosen)].sort((a, b) => a - b);
    }
    for (const day of days) {
      const start = day * DAY_MS + timeOfDay;
      if (start < first) continue;
      if (start > last) return;
      if (full.count !== null && ++counted > full.count) return;
      if (start >= after && !each(start)) return;
    }
  }
}
