import { createHash } from 'node:crypto';
import { isKeptRepeatRule, keptRepeatRule } from '@trailside/domain/calendar/repeat';
import type { ImportedEvent } from '@trailside/domain/calendar/calendar.types';
import { CALENDAR_ERRORS } from '@trailside/domain/calendar/calendar.messages';
import { dayAt, dayOf, instantOf, isTimeZone, nextDay, wallClockAt, type WallClock, wallTimeText } from '@trailside/domain/calendar/zoned-time';
import { isHttpUrl } from '@trailside/domain/short-urls/short-url.rules';
import ICAL from 'ical.js';
import { problem } from '../common/errors/problem';

/** An import reads at most this many events from one file. */
export const MAX_IMPORTED_EVENTS = 2_000;

/** What a file held: the events the calendar can keep, and a plain note for each part it left out. */
export interface IcsContents {
  events: ImportedEvent[];
  skipped: string[];
}

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

const clip = (text: string, length: number) => (text.length > length ? text.slice(0, length - 1).trimEnd() + '…' : text);
const textOf = (component: IcalComponent, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
};
const wallOf = (time: IcalTime): WallClock => ({ year: time.year, month: time.month, day: time.day, hour: time.isDate ? 0 : time.hour, minute: time.isDate ? 0 : time.minute });

/**
 * Reads an iCalendar file (RFC 5545) with ical.js into the events the calendar keeps. A time with an IANA
 * TZID keeps its zone; a UTC time, a time in a zone the file defines by its own VTIMEZONE (Outlook's
 * "Eastern Standard Time") or a floating time is read in the school's zone. Series keep their RRULE and
 * EXDATEs; changed single dates (RECURRENCE-ID), cancelled events and rules finer than a day are left out and
 * listed. Throws a 400 when the text is no calendar.
 */
export function readIcsFile(text: string, schoolTimeZone: string): IcsContents {
  let root: IcalComponent;
  try {
    const parsed: unknown = ICAL.parse(text);
    root = new ICAL.Component(parsed as unknown[]);
  } catch {
    throw problem(400, 'VALIDATION_FAILED', CALENDAR_ERRORS.unreadableFile);
  }
  if (root.name !== 'vcalendar') throw problem(400, 'VALIDATION_FAILED', CALENDAR_ERRORS.unreadableFile);
  const vevents = root.getAllSubcomponents('vevent');
  if (!vevents.length) throw problem(400, 'VALIDATION_FAILED', CALENDAR_ERRORS.emptyFile);
  if (vevents.length > MAX_IMPORTED_EVENTS) throw problem(400, 'VALIDATION_FAILED', CALENDAR_ERRORS.tooManyEvents);

  // The file's own zone definitions, for TZIDs no platform knows; registered only while this file is read.
  const ownZones = root
    .getAllSubcomponents('vtimezone')
    .map((zone) => String(zone.getFirstPropertyValue('tzid') ?? ''))
    .filter((tzid) => tzid && !isTimeZone(tzid) && !ICAL.TimezoneService.has(tzid));
  for (const zone of root.getAllSubcomponents('vtimezone')) {
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
        skipped.push(`"${title}": a change to one date of a series; the series itself is imported.`);
        continue;
      }
      if (textOf(vevent, 'status').toUpperCase() === 'CANCELLED') {
        skipped.push(`"${title}": cancelled in the file.`);
        continue;
      }
      const read = readEvent(vevent, title, schoolTimeZone);
      if (typeof read === 'string') {
        skipped.push(`"${title}": ${read}`);
        continue;
      }
      if (seen.has(read.uid)) {
        skipped.push(`"${title}": the file has this event twice; the first one is imported.`);
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
  if (!start) return 'it has no start date.';
  const tzid = String(vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? '');
  const timeZone = tzid && isTimeZone(tzid) ? tzid : schoolTimeZone;
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
    const end = event.endDate && event.endDate.isDate ? dayOf(wallOf(event.endDate)) : nextDay(startText);
    const last = end > startText ? dayBefore(end) : startText;
    endText = last;
  } else {
    const startsAt = instantOfTime(start);
    const endsAt = event.endDate ? instantOfTime(event.endDate) : startsAt;
    startText = wallTimeText(wallClockAt(startsAt, timeZone));
    endText = wallTimeText(wallClockAt(endsAt > startsAt ? endsAt : new Date(startsAt.getTime() + 3_600_000), timeZone));
  }

  let repeat: string | null = null;
  const rule = vevent.getFirstPropertyValue('rrule');
  if (rule) {
    repeat = keptRepeatRule(String(rule.toString()), timeZone);
    if (!isKeptRepeatRule(repeat)) return 'it repeats more often than once a day, which the calendar does not keep.';
  }
  const skippedDates = [
    ...new Set(
      vevent
        .getAllProperties('exdate')
        .flatMap((property) => property.getValues() as IcalTime[])
        .map((time) => (time.isDate ? dayOf(wallOf(time)) : dayAt(instantOfTime(time), timeZone))),
    ),
  ].sort();
  const url = textOf(vevent, 'url');
  const uid = textOf(vevent, 'uid') || `${createHash('sha1').update(`${title}|${startText}`).digest('hex')}@imported`;
  if (uid.length > 500) return 'its UID is longer than 500 characters.';
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

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
