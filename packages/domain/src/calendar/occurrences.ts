import { timestampOf } from '../api/timestamp';
import type { CalendarEvent, CalendarOccurrence } from './calendar.types';
import { eachRecurrence, readRecurrence } from './recurrence';
import { dayOf, floatingOf, instantOf, nextDay, parseWallTime, wallClockAt, wallOfFloating, wallTimeText } from './zoned-time';

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

/** One occurrence of `event` starting at the floating moment `start`. */
function occurrenceAt(event: OccurrenceSource, start: number, length: number): CalendarOccurrence {
  const startWall = wallOfFloating(new Date(start));
  const endWall = wallOfFloating(new Date(start + length));
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
 * Calls `each` with every occurrence of `event` that is on at some moment in [from, to) (started before `to`, not
 * over by `from`), earliest first, skipped dates too (`skipped` says so), until it returns false. The rule is
 * expanded in wall-clock time (recurrence.ts), and each occurrence's wall-clock times are then read in the event's
 * time zone, so a weekly 6pm event is at 6pm local time on both sides of a daylight-saving change.
 */
export function eachOccurrence(event: OccurrenceSource, from: Date, to: Date, each: (occurrence: CalendarOccurrence, skipped: boolean) => boolean): void {
  const { first, length } = shapeOf(event);
  // The window on the event's wall clock, wide enough for any offset and for an occurrence already under way.
  const after = floatingOf(wallClockAt(from, event.timeZone)).getTime() - length - 2 * DAY_MS;
  const before = floatingOf(wallClockAt(to, event.timeZone)).getTime() + 2 * DAY_MS;
  const skipped = new Set(event.skippedDates);
  eachStart(event, first, after, before, (start) => {
    const occurrence = occurrenceAt(event, start, length);
    if (occurrence.endsAt.seconds * 1000 <= from.getTime() || occurrence.startsAt.seconds * 1000 >= to.getTime()) return true;
    return each(occurrence, skipped.has(occurrence.date));
  });
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
