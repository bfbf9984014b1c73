import { RRule } from 'rrule';
import { timestampOf } from '../api/timestamp';
import type { CalendarEvent, CalendarOccurrence } from './calendar.types';
import { dayOf, floatingOf, instantOf, nextDay, parseWallTime, wallClockAt, wallOfFloating, wallTimeText } from './zoned-time';

/** The parts of an event its occurrences are worked out from. */
export type OccurrenceSource = Pick<
  CalendarEvent,
  'id' | 'title' | 'description' | 'place' | 'audience' | 'kind' | 'allDay' | 'start' | 'end' | 'timeZone' | 'repeat' | 'skippedDates' | 'imageUrl' | 'linkUrl'
>;

const DAY_MS = 86_400_000;

/** At most this many occurrences of one series are worked out per question, whatever the window. */
export const MAX_OCCURRENCES_PER_EVENT = 1_000;

/** The event's first start as floating time, and how long each occurrence lasts on the wall clock. */
function shapeOf(event: Pick<OccurrenceSource, 'start' | 'end'>): { first: Date; length: number } {
  const start = parseWallTime(event.start);
  const end = parseWallTime(event.end);
  if (!start || !end) throw new RangeError(`An event needs wall-clock start and end times, not ${event.start} to ${event.end}`);
  return { first: floatingOf(start), length: Math.max(0, floatingOf(end).getTime() - floatingOf(start).getTime()) };
}

/** The recurrence rule of a series, counted in floating time from its first start. */
export function ruleOf(repeat: string, first: Date): RRule {
  const { tzid: _tzid, dtstart: _dtstart, ...options } = RRule.parseString(repeat);
  return new RRule({ ...options, dtstart: first });
}

/** The floating starts of a series (or the one start of a single event) between two floating moments, both included. */
function startsBetween(event: Pick<OccurrenceSource, 'repeat'>, first: Date, after: Date, before: Date): Date[] {
  if (!event.repeat) return first >= after && first <= before ? [first] : [];
  return ruleOf(event.repeat, first).between(after, before, true, (_date, index) => index < MAX_OCCURRENCES_PER_EVENT);
}

/** One occurrence of `event` starting at the floating moment `start`. */
function occurrenceAt(event: OccurrenceSource, start: Date, length: number): CalendarOccurrence {
  const startWall = wallOfFloating(start);
  const endWall = wallOfFloating(new Date(start.getTime() + length));
  const date = dayOf(startWall);
  const startsAt = instantOf(startWall, event.timeZone);
  // An all-day event is over at the midnight after its last day; a timed one at its end time.
  const endsAt = event.allDay ? instantOf(parseWallTime(nextDay(dayOf(endWall)))!, event.timeZone) : instantOf(endWall, event.timeZone);
  return {
    id: `${event.id}/${date}`,
    eventId: event.id,
    date,
    title: event.title,
    description: event.description,
    place: event.place,
    audience: event.audience,
    kind: event.kind,
    allDay: event.allDay,
    start: event.allDay ? date : wallTimeText(startWall),
    end: event.allDay ? dayOf(endWall) : wallTimeText(endWall),
    timeZone: event.timeZone,
    startsAt: timestampOf(startsAt),
    endsAt: timestampOf(endsAt),
    recurring: event.repeat !== null,
    imageUrl: event.imageUrl,
    linkUrl: event.linkUrl,
  };
}

/**
 * The occurrences of `event` that are on at some moment in [from, to): started before `to` and not over by
 * `from`, earliest first, skipped dates left out. The rule is expanded by rrule (RFC 5545) in wall-clock
 * time, and each occurrence's wall-clock times are then read in the event's time zone, so a weekly 6pm event
 * is at 6pm local time on both sides of a daylight-saving change.
 */
export function occurrencesOf(event: OccurrenceSource, from: Date, to: Date): CalendarOccurrence[] {
  const { first, length } = shapeOf(event);
  // The window on the event's wall clock, wide enough for any offset and for an occurrence already under way.
  const after = new Date(floatingOf(wallClockAt(from, event.timeZone)).getTime() - length - 2 * DAY_MS);
  const before = new Date(floatingOf(wallClockAt(to, event.timeZone)).getTime() + 2 * DAY_MS);
  const skipped = new Set(event.skippedDates);
  return startsBetween(event, first, after, before)
    .map((start) => occurrenceAt(event, start, length))
    .filter((occurrence) => !skipped.has(occurrence.date))
    .filter((occurrence) => occurrence.endsAt.seconds * 1000 > from.getTime() && occurrence.startsAt.seconds * 1000 < to.getTime());
}

/** The one occurrence of `event` on `date` ("2027-03-09"), skipped or not; null when the event does not happen that day. */
export function occurrenceOn(event: OccurrenceSource, date: string): CalendarOccurrence | null {
  const day = parseWallTime(date);
  if (!day) return null;
  const { first, length } = shapeOf(event);
  const dayStart = floatingOf(day);
  const start = startsBetween(event, first, dayStart, new Date(dayStart.getTime() + DAY_MS - 1))[0];
  return start ? occurrenceAt(event, start, length) : null;
}

/** The days of a series' occurrences that staff skipped, among those it would have: the "except" of its summary. */
export function skippedOccurrences(event: OccurrenceSource): CalendarOccurrence[] {
  return event.skippedDates.map((date) => occurrenceOn(event, date)).filter((occurrence): occurrence is CalendarOccurrence => occurrence !== null);
}

/** Occurrences of many events in [from, to), earliest first (ties by title). */
export function occurrencesOfAll(events: readonly OccurrenceSource[], from: Date, to: Date): CalendarOccurrence[] {
  return events
    .flatMap((event) => occurrencesOf(event, from, to))
    .sort((a, b) => a.startsAt.seconds - b.startsAt.seconds || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}
