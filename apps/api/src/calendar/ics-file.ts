import { createHash } from 'node:crypto';
import { CALENDAR_ERRORS, CALENDAR_IMPORT_NOTES } from '@trailside/domain/calendar/calendar.messages';
import { CALENDAR_YEARS, eventDays, ICS_LIMITS, MAX_EVENT_DAYS, MAX_SKIPPED_DATES, seriesHasDates } from '@trailside/domain/calendar/calendar.rules';
import type { ImportedEvent } from '@trailside/domain/calendar/calendar.types';
import { readRecurrence } from '@trailside/domain/calendar/recurrence';
import { keptRepeatRule } from '@trailside/domain/calendar/repeat';
import { dayAt, dayOf, instantOf, isTimeZone, nextDay, wallClockAt, type WallClock, wallTimeText } from '@trailside/domain/calendar/zoned-time';
import { isHttpUrl } from '@trailside/domain/short-urls/short-url.rules';
import ICAL from 'ical.js';

/** What a file held: the events the calendar can keep, and a plain note for each part it left out. */
export interface IcsContents {
  events: ImportedEvent[];
  skipped: string[];
}

/** A file that cannot be imported at all, with the message for the person who chose it. */
export class IcsFileProblem extends Error {}

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

const clip = (text: string, length: number) => (text.length > length ? text.slice(0, length - 1).trimEnd() + '…' : text);
const textOf = (component: IcalComponent, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
};
const wallOf = (time: IcalTime): WallClock => ({ year: time.year, month: time.month, day: time.day, hour: time.isDate ? 0 : time.hour, minute: time.isDate ? 0 : time.minute });
const inYears = (wall: WallClock) => wall.year >= CALENDAR_YEARS.first && wall.year <= CALENDAR_YEARS.last;

/** The parts a time zone's yearly rule may have: one month and one day a year (or a week of days, the old way). */
const ZONE_RULE_PARTS = new Set(['FREQ', 'INTERVAL', 'UNTIL', 'COUNT', 'BYMONTH', 'BYDAY', 'BYMONTHDAY', 'WKST']);

/** A component being counted by checkShape: its name, and what it holds so far. */
interface Counted {
  name: string;
  /** Its TZID or SUMMARY, to name it in a message. */
  label: string;
  /** A time zone's STANDARD and DAYLIGHT parts; an event's or a zone's listed dates (EXDATE, RDATE). */
  parts: number;
  dates: number;
}

/**
 * Refuses, before ical.js reads anything, what costs it most and shows in the lines alone: parts nested deeper than
 * a calendar's, more events or time zones than an import takes, a zone listing hundreds of changes or thousands of
 * dates, an event skipping more dates than a series may. A count of lines is quick on any machine, so a file like
 * that is answered by what it is, never by how long it took.
 */
function checkShape(text: string): void {
  const open: Counted[] = [];
  let deepest = 0;
  let events = 0;
  let zones = 0;
  // Folded lines (RFC 5545, 3.1) are one line.
  for (const line of text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon < 0 ? line.length : colon).split(';')[0].toUpperCase();
    const value = line.slice(colon + 1);
    const current = open.at(-1);
    if (name === 'BEGIN') {
      const component = value.trim().toUpperCase();
      open.push({ name: component, label: '', parts: 0, dates: 0 });
      deepest = Math.max(deepest, open.length);
      if (component === 'VEVENT') events += 1;
      if (component === 'VTIMEZONE') zones += 1;
      if ((component === 'STANDARD' || component === 'DAYLIGHT') && open.at(-2)?.name === 'VTIMEZONE') open.at(-2)!.parts += 1;
    } else if (name === 'END') {
      const ended = open.pop();
      if (ended?.name === 'VEVENT' && ended.dates > MAX_SKIPPED_DATES) throw new IcsFileProblem(CALENDAR_ERRORS.tooManySkipped(clip(ended.label, 60), ended.dates));
      if (ended?.name === 'VTIMEZONE' && (ended.parts > ICS_LIMITS.zoneChanges || ended.dates > ICS_LIMITS.zoneDates)) {
        throw new IcsFileProblem(CALENDAR_ERRORS.zoneTooLong(clip(ended.label, 60)));
      }
    } else if (current?.name === 'VEVENT') {
      if (name === 'SUMMARY') current.label = value;
      if (name === 'EXDATE') current.dates += value.split(',').length;
    } else if (name === 'TZID' && current?.name === 'VTIMEZONE') {
      current.label = value;
    } else if (name === 'RDATE' && (current?.name === 'STANDARD' || current?.name === 'DAYLIGHT')) {
      const zone = open.at(-2);
      if (zone) zone.dates += value.split(',').length;
    }
  }
  if (deepest > ICS_LIMITS.nesting) throw new IcsFileProblem(CALENDAR_ERRORS.tooDeep(deepest));
  if (events > ICS_LIMITS.events) throw new IcsFileProblem(CALENDAR_ERRORS.tooManyEvents);
  if (zones > ICS_LIMITS.timeZones) throw new IcsFileProblem(CALENDAR_ERRORS.tooManyZones);
}

/**
 * Refuses a file whose time zones would make ical.js work out their clock changes minute by minute (a rule of
 * FREQ=MINUTELY from 2020 held the server; SECONDLY grew it to 3.4 GB): a real zone changes its clocks by a yearly
 * rule, or on listed dates.
 */
function checkTimeZones(zones: IcalComponent[]): void {
  for (const zone of zones) {
    const name = clip(String(zone.getFirstPropertyValue('tzid') ?? ''), 60);
    const changes = [...zone.getAllSubcomponents('standard'), ...zone.getAllSubcomponents('daylight')];
    for (const rule of changes.flatMap((change) => change.getAllProperties('rrule'))) {
      const text = String(rule.getFirstValue()?.toString() ?? '');
      const parts = new Map(text.split(';').map((part) => part.split('=') as [string, string]));
      const yearly =
        parts.get('FREQ') === 'YEARLY' &&
        [...parts.keys()].every((part) => ZONE_RULE_PARTS.has(part)) &&
        (parts.get('BYMONTH') ?? '').split(',').length === 1 &&
        (parts.get('BYDAY') ?? '').split(',').length === 1 &&
        (parts.get('BYMONTHDAY') ?? '').split(',').length <= 7;
      if (!yearly) throw new IcsFileProblem(CALENDAR_ERRORS.zoneRule(name, clip(text, 60)));
    }
  }
}

/**
 * Reads an iCalendar file (RFC 5545) with ical.js into the events the calendar keeps, within ICS_LIMITS. A time with
 * an IANA TZID keeps its zone; a UTC time, a time in a zone the file defines by its own VTIMEZONE (Outlook's
 * "Eastern Standard Time") or a floating time is read in the school's zone. Series keep their RRULE and EXDATEs;
 * changed single dates (RECURRENCE-ID), cancelled events, rules the calendar does not keep, dates outside its years
 * and events longer than a year are left out and listed. Throws an IcsFileProblem when the file cannot be imported.
 * Run it in a worker with a deadline (IcsReader): the limits bound what is known to be costly, the deadline the rest.
 */
export function readIcsFile(text: string, schoolTimeZone: string): IcsContents {
  checkShape(text);
  let root: IcalComponent;
  try {
    const parsed: unknown = ICAL.parse(text);
    root = new ICAL.Component(parsed as unknown[]);
  } catch (error) {
    // ical.js says what it stumbled on ("invalid BYDAY value"), except where text is so far from a calendar that it trips.
    throw new IcsFileProblem(error instanceof TypeError ? CALENDAR_ERRORS.unreadableFile : CALENDAR_ERRORS.unreadableBecause(clip((error as Error).message, 120)));
  }
  if (root.name !== 'vcalendar') throw new IcsFileProblem(CALENDAR_ERRORS.unreadableFile);
  const vevents = root.getAllSubcomponents('vevent');
  if (!vevents.length) throw new IcsFileProblem(CALENDAR_ERRORS.emptyFile);
  const zones = root.getAllSubcomponents('vtimezone');
  checkTimeZones(zones);

  // The file's own zone definitions, for TZIDs no platform knows; registered only while this file is read.
  const ownZones = zones
    .map((zone) => String(zone.getFirstPropertyValue('tzid') ?? ''))
    .filter((tzid) => tzid && !isTimeZone(tzid) && !ICAL.TimezoneService.has(tzid));
  for (const zone of zones) {
    const tzid = String(zone.getFirstPropertyValue('tzid') ?? '');
    if (ownZones.includes(tzid)) ICAL.TimezoneService.register(zone);
  }
  try {
    const events: ImportedEvent[] = [];
    const skipped: string[] = [];
    const seen = new Set<string>();
    for (const vevent of vevents) {
      const title = clip(textOf(vevent, 'summary') || 'School event', 120);
      if (vevent.hasProperty('recurrence-id')) {
        skipped.push(`"${title}": ${CALENDAR_IMPORT_NOTES.changedDate}`);
        continue;
      }
      if (textOf(vevent, 'status').toUpperCase() === 'CANCELLED') {
        skipped.push(`"${title}": ${CALENDAR_IMPORT_NOTES.cancelled}`);
        continue;
      }
      const read = readEvent(vevent, title, schoolTimeZone);
      if (typeof read === 'string') {
        skipped.push(`"${title}": ${read}`);
        continue;
      }
      if (seen.has(read.uid)) {
        skipped.push(`"${title}": ${CALENDAR_IMPORT_NOTES.twice}`);
        continue;
      }
      seen.add(read.uid);
      events.push(read);
    }
    return { events, skipped };
  } finally {
    for (const tzid of ownZones) ICAL.TimezoneService.remove(tzid);
  }
}

/** One VEVENT as the calendar keeps it, or why it cannot be kept. */
function readEvent(vevent: IcalComponent, title: string, schoolTimeZone: string): ImportedEvent | string {
  const event = new ICAL.Event(vevent);
  const start = event.startDate;
  if (!start) return CALENDAR_IMPORT_NOTES.noStart;
  const tzid = String(vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? '');
  const timeZone = tzid && isTimeZone(tzid) ? tzid : schoolTimeZone;
  const end = event.endDate ?? start;
  // Checked on the times as written, before any is read in a zone: DURATION:P99999999D ends in a year no clock has.
  if (!inYears(wallOf(start))) return CALENDAR_IMPORT_NOTES.years(start.year);
  const span = spanDays(vevent, start, end);
  if (span > MAX_EVENT_DAYS + (start.isDate ? 0 : 1)) return CALENDAR_IMPORT_NOTES.tooLong(span);
  if (!inYears(wallOf(end))) return CALENDAR_IMPORT_NOTES.years(end.year);
  /** The instant of a time of this event: by the platform's zone data for an IANA TZID, else as ical.js reads it. */
  const instantOfTime = (time: IcalTime): Date => {
    if (time.zone?.tzid === 'UTC' || (tzid && !isTimeZone(tzid) && ICAL.TimezoneService.has(tzid))) return time.toJSDate();
    return instantOf(wallOf(time), timeZone);
  };
  const allDay = start.isDate;
  let startText: string;
  let endText: string;
  if (allDay) {
    startText = dayOf(wallOf(start));
    // DTEND of an all-day event is the day after its last day.
    const after = end.isDate ? dayOf(wallOf(end)) : nextDay(startText);
    endText = after > startText ? dayBefore(after) : startText;
  } else {
    const startsAt = instantOfTime(start);
    const endsAt = instantOfTime(end);
    startText = wallTimeText(wallClockAt(startsAt, timeZone));
    endText = wallTimeText(wallClockAt(endsAt > startsAt ? endsAt : new Date(startsAt.getTime() + 3_600_000), timeZone));
  }
  const days = eventDays({ allDay, start: startText, end: endText });
  if (days > MAX_EVENT_DAYS) return CALENDAR_IMPORT_NOTES.tooLong(days);

  let repeat: string | null = null;
  const rule = vevent.getFirstPropertyValue('rrule');
  if (rule) {
    repeat = keptRepeatRule(String(rule.toString()), timeZone);
    const reading = readRecurrence(repeat);
    if ('problem' in reading) return reading.problem;
    if (!seriesHasDates(startText, repeat)) return CALENDAR_IMPORT_NOTES.noDates;
  }
  // At most MAX_SKIPPED_DATES (checkShape).
  const exdates = vevent.getAllProperties('exdate').flatMap((property) => property.getValues() as IcalTime[]);
  const skippedDates = [
    ...new Set(exdates.filter((time) => inYears(wallOf(time))).map((time) => (time.isDate ? dayOf(wallOf(time)) : dayAt(instantOfTime(time), timeZone)))),
  ].sort();
  const url = textOf(vevent, 'url');
  const uid = textOf(vevent, 'uid') || `${createHash('sha1').update(`${title}|${startText}`).digest('hex')}@imported`;
  if (uid.length > 500) return CALENDAR_IMPORT_NOTES.longUid;
  return {
    uid,
    title,
    description: clip(textOf(vevent, 'description'), 2000),
    place: clip(textOf(vevent, 'location'), 200),
    allDay,
    start: startText,
    end: endText,
    timeZone,
    repeat,
    skippedDates,
    linkUrl: url && url.length <= 2000 && isHttpUrl(url) ? url : null,
  };
}

/** Days from `start` to `end` as written: its DURATION, else (a year's worth of days a year where no Date reaches) its end's. */
function spanDays(vevent: IcalComponent, start: IcalTime, end: IcalTime): number {
  const duration = vevent.getFirstPropertyValue('duration') as InstanceType<typeof ICAL.Duration> | null;
  if (duration) return duration.toSeconds() / 86_400;
  const floating = (time: IcalTime) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute);
  const days = (floating(end) - floating(start)) / 86_400_000;
  return Number.isFinite(days) ? days : (end.year - start.year) * 365.2425;
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
