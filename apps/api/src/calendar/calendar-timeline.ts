import { audiencesFor } from '@trailside/domain/calendar/calendar.rules';
import type { GetOccurrencesResponse } from '@trailside/domain/calendar/calendar.contract';
import type { OccurrencesQuery } from '@trailside/domain/calendar/calendar.schema';
import type { CalendarAudience, CalendarEvent, CalendarOccurrence } from '@trailside/domain/calendar/calendar.types';
import { eachOccurrenceTime, occurrenceStartingAt } from '@trailside/domain/calendar/occurrences';
import { pageCountOf } from '@trailside/domain/pagination/page-window';

const DAY_MS = 86_400_000;

/** How far back the past list and the feeds reach, and how far ahead everything reaches. */
export const TIMELINE_PAST_DAYS = 366;
export const TIMELINE_AHEAD_DAYS = 731;
/** The most dates a timeline holds (about 6 MB); a calendar with more keeps the dates of the events it reached first. */
export const TIMELINE_MAX_DATES = 200_000;
/** How long an event deleted here still has its dates in the feeds, as cancelled, so subscribed calendars drop them. */
export const CANCELLED_FOR_DAYS = 30;
/** The longest one date may last (MAX_EVENT_DAYS), and a day more: how far before a window a date under way can start. */
const LONGEST_DAYS = 367;

/** Titles in the order people read them; one collator, as localeCompare makes one per call (30 ms for a thousand events). */
const byTitle = new Intl.Collator('en').compare;

/** An event as the timeline knows it: its view, and when it was deleted (its dates then go out cancelled for a while). */
export interface TimelineEvent {
  event: CalendarEvent;
  deletedAt: number | null;
}

/** A date in a feed: the occurrence, and whether it goes out cancelled (a skipped date, a deleted event). */
export interface FeedDate {
  occurrence: CalendarOccurrence;
  event: TimelineEvent;
  cancelled: boolean;
}

/** How long a piece of work holds the event loop before it lets other requests in: well inside 50 ms on a busy machine. */
const SLICE_MS = 10;

/** Lets other work on the event loop run when this has held it for SLICE_MS (called between pieces of work). */
export function yielder(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/**
 * Every date of every calendar event from a year back to two years ahead, in order, as numbers (about 30 bytes a
 * date): worked out once per change of the calendar and shared by the Events page's lists and the calendar feeds,
 * so a list or a feed costs a walk through numbers rather than the expansion of every series. Built a piece at a
 * time (`build` yields to other requests every few milliseconds).
 */
export class Timeline {
  private constructor(
    readonly builtAt: number,
    private readonly events: TimelineEvent[],
    /** Per date, in start order: its event's index, floating start (ms), instants (ms), and whether it was skipped. */
    private readonly eventOf: Int32Array,
    private readonly floating: Float64Array,
    private readonly startsAt: Float64Array,
    private readonly endsAt: Float64Array,
    private readonly skipped: Uint8Array,
  ) {}

  get size(): number {
    return this.eventOf.length;
  }

  /** The dates of `events` around `now`, worked out a piece at a time. Events are taken by title, so dates at the same minute are too. */
  static async build(events: TimelineEvent[], now: number, onFull: () => void = () => undefined): Promise<Timeline> {
    const ordered = [...events].sort((a, b) => byTitle(a.event.title, b.event.title) || (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0));
    const from = new Date(now - TIMELINE_PAST_DAYS * DAY_MS);
    const to = new Date(now + TIMELINE_AHEAD_DAYS * DAY_MS);
    const rows: number[][] = [[], [], [], [], []];
    const pause = yielder();
    let full = false;
    for (const [index, { event }] of ordered.entries()) {
      eachOccurrenceTime(event, from, to, (start, startsAt, endsAt, skipped) => {
        if (rows[0].length >= TIMELINE_MAX_DATES) return !(full = true);
        rows[0].push(index);
        rows[1].push(start);
        rows[2].push(startsAt);
        rows[3].push(endsAt);
        rows[4].push(skipped ? 1 : 0);
        return true;
      });
      if (full) break;
      await pause();
    }
    if (full) onFull();
    // Sorted by start minute, then by event (title order): one key per date, sorted natively, holds both.
    const base = Math.floor(from.getTime() / 60_000) - LONGEST_DAYS * 1440;
    const keys = Float64Array.from(rows[2], (startsAt, position) => (Math.floor(startsAt / 60_000) - base) * 2 ** 21 + position).sort();
    await pause();
    // Filled in one plain loop: copying through Array.from made five arrays of boxed numbers (0.1-0.4 s at 55,000 dates).
    const count = keys.length;
    const [eventOf, floating, startsAt, endsAt, skipped] = [new Int32Array(count), new Float64Array(count), new Float64Array(count), new Float64Array(count), new Uint8Array(count)];
    for (let at = 0; at < count; at += 1) {
      const position = keys[at] % 2 ** 21;
      eventOf[at] = rows[0][position];
      floating[at] = rows[1][position];
      startsAt[at] = rows[2][position];
      endsAt[at] = rows[3][position];
      skipped[at] = rows[4][position];
    }
    return new Timeline(now, ordered, eventOf, floating, startsAt, endsAt, skipped);
  }

  /** The position of the first date starting at or after `instant` (ms). */
  private firstFrom(instant: number): number {
    let [low, high] = [0, this.startsAt.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.startsAt[middle] < instant) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private occurrence(position: number): CalendarOccurrence {
    return occurrenceStartingAt(this.events[this.eventOf[position]].event, this.floating[position]);
  }

  /**
   * A page of the dates on the calendar (not skipped, events not deleted) of `query`'s audience and kind: upcoming
   * (under way or to come, earliest first) or past (over, latest first, a year back at most).
   */
  page(query: OccurrencesQuery, now: number): GetOccurrencesResponse {
    const audiences = query.audience ? new Set(audiencesFor(query.audience)) : null;
    const listed = this.events.map(({ event, deletedAt }) => deletedAt === null && (!audiences || audiences.has(event.audience)) && (!query.kind || event.kind === query.kind));
    const first = (query.page - 1) * query.pageSize;
    const chosen: number[] = [];
    let total = 0;
    const take = (position: number) => {
      if (!listed[this.eventOf[position]] || this.skipped[position]) return;
      if (total >= first && chosen.length < query.pageSize) chosen.push(position);
      total += 1;
    };
    if (query.when === 'upcoming') {
      for (let position = this.firstFrom(now - LONGEST_DAYS * DAY_MS); position < this.size; position += 1) if (this.endsAt[position] > now) take(position);
    } else {
      const horizon = now - TIMELINE_PAST_DAYS * DAY_MS;
      for (let position = this.firstFrom(now) - 1; position >= 0 && this.startsAt[position] >= horizon; position -= 1) if (this.endsAt[position] <= now) take(position);
    }
    return { occurrences: chosen.map((position) => this.occurrence(position)), page: query.page, pageCount: pageCountOf(total, query.pageSize), total, when: query.when };
  }

  /**
   * The dates a calendar feed carries, in order: those of `audience`'s events (and the whole school's; every event
   * for null, or only `eventId`'s) from `from` to `to`, skipped ones cancelled, and the coming dates of an event
   * deleted in the last CANCELLED_FOR_DAYS cancelled. When there are more than `max`, the `max` nearest `now`.
   * Worked out a piece at a time.
   */
  async feedDates(filter: { audience: CalendarAudience | null; eventId?: string }, from: number, to: number, max: number, now: number): Promise<FeedDate[]> {
    const audiences = filter.audience ? new Set(audiencesFor(filter.audience)) : null;
    const carried = this.events.map(({ event, deletedAt }) => {
      if (filter.eventId !== undefined ? event.id !== filter.eventId : audiences && !audiences.has(event.audience)) return false;
      return deletedAt === null || deletedAt > now - CANCELLED_FOR_DAYS * DAY_MS;
    });
    const positions: number[] = [];
    for (let position = this.firstFrom(from - LONGEST_DAYS * DAY_MS); position < this.size && this.startsAt[position] < to; position += 1) {
      const { deletedAt } = this.events[this.eventOf[position]];
      if (!carried[this.eventOf[position]] || this.endsAt[position] <= from || (deletedAt !== null && this.startsAt[position] < deletedAt)) continue;
      positions.push(position);
    }
    // The nearest `max` to now: walk out from now in both directions, then back into order.
    let nearest = positions;
    if (positions.length > max) {
      let after = positions.findIndex((position) => this.startsAt[position] >= now);
      if (after < 0) after = positions.length;
      let before = after - 1;
      const kept: number[] = [];
      while (kept.length < max) {
        const later = after < positions.length ? this.startsAt[positions[after]] - now : Number.POSITIVE_INFINITY;
        const earlier = before >= 0 ? now - this.startsAt[positions[before]] : Number.POSITIVE_INFINITY;
        kept.push(later <= earlier ? positions[after++] : positions[before--]);
      }
      nearest = kept.sort((a, b) => a - b);
    }
    // Each date worked out whole costs microseconds: a few thousand of them, a piece at a time.
    const pause = yielder();
    const dates: FeedDate[] = [];
    for (const position of nearest) {
      const event = this.events[this.eventOf[position]];
      dates.push({ occurrence: this.occurrence(position), event, cancelled: event.deletedAt !== null || this.skipped[position] === 1 });
      await pause();
    }
    return dates;
  }
}
