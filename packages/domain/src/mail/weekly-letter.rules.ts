import type { CalendarAudience } from '../calendar/calendar.types';
import { dayOf, floatingOf, instantOf, parseWallTime, wallClockAt, wallOfFloating } from '../calendar/zoned-time';

/** When the weekly letter goes: a day of the week (0 Sunday to 6 Saturday) and a wall-clock time in the school's zone. */
export interface LetterSchedule {
  day: number;
  /** "17:00" */
  time: string;
}

/** Sunday 17:00 in the school's time zone, until staff choose another time. */
export const DEFAULT_LETTER_SCHEDULE: LetterSchedule = { day: 0, time: '17:00' };

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The letter shows the calendar from its own time to this many days on. */
export const LETTER_CALENDAR_DAYS = 14;

/** A letter whose time passed longer ago than this (the server was off) is not sent late: the next one carries its news. */
export const LETTER_LATE_LIMIT_HOURS = 24;

/** Without an earlier letter, the first one carries the posts of the week before it. */
export const FIRST_LETTER_LOOKBACK_DAYS = 7;

/** Calendar entries families read about; the staff's own dates stay out of the letter. */
export const LETTER_AUDIENCES: readonly CalendarAudience[] = ['whole-school', 'primary', 'secondary', 'middle', 'families'];

const DAY_MS = 86_400_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `text` is a 24-hour wall-clock time such as "17:00". */
export const isLetterTime = (text: string): boolean => TIME.test(text);

/** The wall-clock day `days` after `day` ("2027-03-14", 7 gives "2027-03-21"). */
function dayPlus(day: string, days: number): string {
  return dayOf(wallOfFloating(new Date(floatingOf(parseWallTime(day)!).getTime() + days * DAY_MS)));
}

/** The instant of the letter on `day` (a date in the school's zone) at the schedule's time. */
function letterInstant(day: string, schedule: LetterSchedule, timeZone: string): Date {
  const [hour, minute] = schedule.time.split(':').map(Number);
  return instantOf({ ...parseWallTime(day)!, hour, minute }, timeZone);
}

export interface LetterTime {
  /** The instant the letter is due. */
  at: Date;
  /** Its date in the school's time zone, "2027-03-14". */
  day: string;
  /** The ISO week it belongs to, "2027-W10": the letter is sent once per week, even if its day is changed midweek. */
  week: string;
}

/** ISO 8601 week of a date ("2027-03-14" is in "2027-W10"): weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeekOf(day: string): string {
  const date = floatingOf(parseWallTime(day)!);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const letterTimeOn = (day: string, schedule: LetterSchedule, timeZone: string): LetterTime => ({
  at: letterInstant(day, schedule, timeZone),
  day,
  week: isoWeekOf(day),
});

/**
 * The letter's most recent time at or before `now`: the last `schedule.day` at `schedule.time` on the school's
 * clock, so 17:00 stays 17:00 on both sides of a daylight-saving change.
 */
export function latestLetterTime(now: Date, schedule: LetterSchedule, timeZone: string): LetterTime {
  const today = dayOf(wallClockAt(now, timeZone));
  const weekday = floatingOf(parseWallTime(today)!).getUTCDay();
  let day = dayPlus(today, -((weekday - schedule.day + 7) % 7));
  if (letterInstant(day, schedule, timeZone) > now) day = dayPlus(day, -7);
  return letterTimeOn(day, schedule, timeZone);
}

/** The letter's next time after `now`. */
export function nextLetterTime(now: Date, schedule: LetterSchedule, timeZone: string): LetterTime {
  return letterTimeOn(dayPlus(latestLetterTime(now, schedule, timeZone).day, 7), schedule, timeZone);
}

/** Whether the letter of `time` should still go out at `now` (it is due, and not more than a day late). */
export const letterStillDue = (time: LetterTime, now: Date): boolean =>
  time.at <= now && now.getTime() - time.at.getTime() <= LETTER_LATE_LIMIT_HOURS * 3_600_000;

/** What a letter carried, by id, so the next one can tell what is new. */
export interface LetterContents {
  posts: string[];
  /** Calendar occurrences ("<event id>/<date>"). */
  occurrences: string[];
  flyer: string | null;
}

export const NO_LETTER_CONTENTS: LetterContents = { posts: [], occurrences: [], flyer: null };

/**
 * Whether a letter has anything its readers have not had: a post (every post in it is one since the last
 * letter), a calendar date the last letter did not list, or a flyer it did not show. Nothing new: nothing sent.
 */
export function hasSomethingNew(letter: LetterContents, previous: LetterContents): boolean {
  const listed = new Set(previous.occurrences);
  return letter.posts.length > 0 || letter.occurrences.some((id) => !listed.has(id)) || (letter.flyer !== null && letter.flyer !== previous.flyer);
}
