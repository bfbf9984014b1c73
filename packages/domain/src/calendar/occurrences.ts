import { timestampOf } from '../api/timestamp';
import type { CalendarEvent, CalendarOccurrence } from './calendar.types';
import { eachRecurrence, readRecurrence } from './recurrence';
import { dayOf, floatingOf, instantOfFloating, parseWallTime, wallClockAt, wallOfFloating, wallTimeText } from './zoned-time';

/** The parts of an event its occurrences are worked out from. */
export type OccurrenceSource = Pick<
  CalendarEvent,
  'id' | 'title' | 'description' | 'place' | 'audience' | 'kind' | 'allDay' | 'start' | 'end' | 'timeZone' | 'repeat' | 'skippedDates' | 'imageUrl' | 'linkUrl'
>;

const DAY_MS = 86_400_000;

/** At most this many occurrences of one series are worked out per question, whatever the window. */
export const MAX_OCCURRENCES_PER_EVENT = 1_000;

/** The event's first start as floating time (ms), and how long each occurrence lasts on the wall clock. */
function shapeOf(event: Pick<OccurrenceSource, 'start' | 'end'>): { first: number; length: number } {
  const start = parseWallTime(event.start);
  const end = parseWallTime(event.end);
  if (!start || !end) throw new RangeError(`An event needs wall-clock start and end times, not ${event.start} to ${event.end}`);
  return { first: floatingOf(start).getTime(), length: Math.max(0, floatingOf(end).getTime() - floatingOf(start).getTime()) };
}

/**
 * Calls `each` with the floating starts of a series (or the one start of a single event) between two floating
 * moments, both included, earliest first, until it returns false. A stored rule the calendar no longer keeps has no dates.
 */
function eachStart(event: Pick<OccurrenceSource, 'repeat'>, first: number, after: number, before: number, each: (start: number) => boolean): void {
  if (!event.repeat) {
    if (first >= after && first <= before) each(first);
    return;
  }
  const reading = readRecurrence(event.repeat);
  if ('rule' in reading) eachRecurrence(reading.rule, first, after, before, each);
}

/** The instant (ms) an occurrence starting at the floating moment `start` begins. */
const startsAtOf = (event: Pick<OccurrenceSource, 'timeZone'>, start: number) => instantOfFloating(start, event.timeZone);

/** The instant (ms) it is over: a timed one at its end time, an all-day one at the midnight after its last day. */
function endsAtOf(event: Pick<OccurrenceSource, 'allDay' | 'timeZone'>, start: number, length: number): number {
  const end = start + length;
  return instantOfFloating(event.allDay ? (Math.floor(end / DAY_MS) + 1) * DAY_MS : end, event.timeZone);
}

/** One occurrence of `event` starting at the floating moment `start`. */
function occurrenceAt(event: OccurrenceSource, start: number, length: number): CalendarOccurrence {
  const startWall = wallOfFloating(new Date(start));
  const endWall = wallOfFloating(new Date(start + length));
  const [startsAt, endsAt] = [startsAtOf(event, start), endsAtOf(event, start, length)];
  const date = dayOf(startWall);
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
    startsAt: timestampOf(new Date(startsAt)),
    endsAt: timestampOf(new Date(endsAt)),
    recurring: event.repeat !== null,
    imageUrl: event.imageUrl,
    linkUrl: event.linkUrl,
  };
}

/** The occurrence of `event` that starts at the floating moment `start` (one its rule gives: see eachOccurrence). */
export function occurrenceStartingAt(event: OccurrenceSource, start: number): CalendarOccurrence {
  return occurrenceAt(event, start, shapeOf(event).length);
}

/**
 * Calls `each` with the times of every occurrence of `event` that is on at some moment in [from, to) (started
 * before `to`, not over by `from`), earliest first, skipped dates too (`skipped` says so), until it returns false:
 * its floating start and its instants (ms). The rule is expanded in wall-clock time (recurrence.ts), and each
 * occurrence's wall-clock times are then read in the event's time zone, so a weekly 6pm event is at 6pm local time
 * on both sides of a daylight-saving change.
 */
export function eachOccurrenceTime(
  event: OccurrenceSource,
  from: Date,
  to: Date,
  each: (start: number, startsAt: number, endsAt: number, skipped: boolean) => boolean,
): void {
  const { first, length } = shapeOf(event);
  // The window on the event's wall clock, wide enough for any offset and for an occurrence already under way.
  const after = floatingOf(wallClockAt(from, event.timeZone)).getTime() - length - 2 * DAY_MS;
  const before = floatingOf(wallClockAt(to, event.timeZone)).getTime() + 2 * DAY_MS;
  const skipped = event.skippedDates.length ? new Set(event.skippedDates) : null;
  const [fromMs, toMs] = [from.getTime(), to.getTime()];
  eachStart(event, first, after, before, (start) => {
    const [startsAt, endsAt] = [startsAtOf(event, start), endsAtOf(event, start, length)];
    if (endsAt <= fromMs || startsAt >= toMs) return true;
    return each(start, startsAt, endsAt, skipped?.has(dayOf(wallOfFloating(new Date(start)))) ?? false);
  });
}

/** Like eachOccurrenceTime, with each occurrence whole. */
export function eachOccurrence(event: OccurrenceSource, from: Date, to: Date, each: (occurrence: CalendarOccurrence, skipped: boolean) => boolean): void {
  const { length } = shapeOf(event);
  eachOccurrenceTime(event, from, to, (start, _startsAt, _endsAt, skipped) => each(occurrenceAt(event, start, length), skipped));
}

/** The occurrences of `event` on at some moment in [from, to), earliest first, skipped dates left out: at most `limit`. */
export function occurrencesOf(event: OccurrenceSource, from: Date, to: Date, limit = MAX_OCCURRENCES_PER_EVENT): CalendarOccurrence[] {
  const found: CalendarOccurrence[] = [];
  eachOccurrence(event, from, to, (occurrence, skipped) => {
    if (!skipped) found.push(occurrence);
    return found.length < limit;
  });
  return found;
}

/** The one occurrence of `event` on `date` ("2027-03-09"), skipped or not; null when the event does not happen that day. */
export function occurrenceOn(event: OccurrenceSource, date: string): CalendarOccurrence | null {
  const day = parseWallTime(date);
  if (!day || date.length !== 10) return null;
  const { first, length } = shapeOf(event);
  const dayStart = floatingOf(day).getTime();
  let found: CalendarOccurrence | null = null;
  eachStart(event, first, dayStart, dayStart + DAY_MS - 1, (start) => {
    found = occurrenceAt(event, start, length);
    return false;
  });
  return found;
}

/** Occurrences of many events in [from, to), earliest first (ties by title). */
export function occurrencesOfAll(events: readonly OccurrenceSource[], from: Date, to: Date): CalendarOccurrence[] {
  return events
    .flatMap((event) => occurrencesOf(event, from, to))
    .sort((a, b) => a.startsAt.seconds - b.startsAt.seconds || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}
