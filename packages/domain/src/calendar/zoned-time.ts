/**
 * Wall-clock times in a named time zone (IANA, e.g. "America/Chicago") and the instants they stand for,
 * through the platform's own time-zone data (Intl), so daylight-saving changes come from the same tables the
 * browser and the server use. A wall-clock time is written as the school writes it: "2027-03-14T18:00" for a
 * time, "2027-03-14" for a day.
 */

/** A wall-clock reading: year, month (1-12), day, hour (0-23) and minute. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the platform knows `timeZone` as an IANA zone name. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** "2027-03-14T18:00" or "2027-03-14" as its parts (midnight for a day); null when it is no real date and time. */
export function parseWallTime(text: string): WallClock | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

/** Whether `text` is a real wall-clock time ("2027-03-14T18:00") or, with `day`, a real date ("2027-03-14"). */
export const isWallTime = (text: string, kind: 'time' | 'day'): boolean =>
  parseWallTime(text) !== null && (kind === 'day' ? text.length === 10 : text.length === 16);

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The date part, "2027-03-14". */
export const dayOf = (wall: WallClock): string => `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;

/** "2027-03-14T18:00". */
export const wallTimeText = (wall: WallClock): string => `${dayOf(wall)}T${pad(wall.hour)}:${pad(wall.minute)}`;

/**
 * A wall-clock reading as a "floating" Date: the same digits read as UTC. The recurrence rules (rrule) count
 * in floating time, so a weekly 6pm stays 6pm on both sides of a daylight-saving change.
 */
export const floatingOf = (wall: WallClock): Date => new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));

/** The wall-clock reading of a floating Date. */
export const wallOfFloating = (date: Date): WallClock => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
});

/** What a clock in `timeZone` shows at `instant` (to the minute), as the platform's time-zone data says. */
function platformWallClockAt(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

const DAY_MS = 86_400_000;
const floorToMinute = (instant: number) => instant - (((instant % 60_000) + 60_000) % 60_000);

/** How far `timeZone` is ahead of UTC at `instant` as the platform says, in milliseconds (whole minutes). */
function platformOffsetAt(instant: number, timeZone: string): number {
  return floatingOf(platformWallClockAt(new Date(instant), timeZone)).getTime() - floorToMinute(instant);
}

/** The offset at each UTC midnight asked for so far, per zone (a bounded memo: see offsetAt). */
const midnightOffsets = new Map<string, Map<number, number>>();
const MAX_MEMO_DAYS = 20_000;

function midnightOffset(day: number, timeZone: string): number {
  let days = midnightOffsets.get(timeZone);
  if (!days) midnightOffsets.set(timeZone, (days = new Map()));
  let offset = days.get(day);
  if (offset === undefined) {
    if (days.size >= MAX_MEMO_DAYS) days.clear();
    offset = platformOffsetAt(day * DAY_MS, timeZone);
    days.set(day, offset);
  }
  return offset;
}

/**
 * How far `timeZone` is ahead of UTC at `instant`, in milliseconds (whole minutes). Asking the platform costs
 * microseconds, and a calendar's dates ask thousands of times: a day whose two UTC midnights have the same
 * offset has no change in between (no zone changes twice in a day), so its offset is remembered for the day.
 */
function offsetAt(instant: number, timeZone: string): number {
  const day = Math.floor(instant / DAY_MS);
  const offset = midnightOffset(day, timeZone);
  return offset === midnightOffset(day + 1, timeZone) ? offset : platformOffsetAt(instant, timeZone);
}

/** What a clock in `timeZone` shows at `instant` (to the minute). */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const minute = floorToMinute(instant.getTime());
  return wallOfFloating(new Date(minute + offsetAt(minute, timeZone)));
}

/**
 * The instant a clock in `timeZone` shows `wall`. A time skipped when the clocks go forward (2:30 on the
 * spring change) is read as the same time after the change (3:30); a time shown twice when they go back
 * (1:30 on the autumn change) is the first of the two.
 */
export function instantOf(wall: WallClock, timeZone: string): Date {
  return new Date(instantOfFloating(floatingOf(wall).getTime(), timeZone));
}

/** instantOf for a floating moment in ms, in ms: what a calendar's thousands of dates use, making no objects. */
export function instantOfFloating(floating: number, timeZone: string): number {
  const before = offsetAt(floating - DAY_MS, timeZone);
  const after = offsetAt(floating + DAY_MS, timeZone);
  // Try the earlier offset first: it gives the first of two readings in an overlap.
  const [first, second] = before >= after ? [before, after] : [after, before];
  if (floating - first + offsetAt(floating - first, timeZone) === floating) return floating - first;
  if (floating - second + offsetAt(floating - second, timeZone) === floating) return floating - second;
  // In a gap: the reading moved on by the change.
  return floating - before;
}

/** The instant of a wall-clock text ("2027-03-14T18:00", or a day's midnight) in `timeZone`. */
export function instantOfText(text: string, timeZone: string): Date {
  const wall = parseWallTime(text);
  if (!wall) throw new RangeError(`Not a wall-clock time: ${text}`);
  return instantOf(wall, timeZone);
}

/** The day after `day` ("2027-03-14" gives "2027-03-15"). */
export function nextDay(day: string): string {
  const wall = parseWallTime(day);
  if (!wall) throw new RangeError(`Not a date: ${day}`);
  return dayOf(wallOfFloating(new Date(floatingOf(wall).getTime() + DAY_MS)));
}

/** The date in `timeZone` at `instant`, "2027-03-14". */
export const dayAt = (instant: Date, timeZone: string): string => dayOf(wallClockAt(instant, timeZone));

/** The instant the current day ends in `timeZone` (the next midnight there). */
export const endOfDayAt = (instant: Date, timeZone: string): Date => instantOfText(nextDay(dayAt(instant, timeZone)), timeZone);
