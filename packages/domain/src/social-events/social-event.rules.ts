import type { Timestamp } from '../api/timestamp';

/** The parts of a flyer the rules look at. */
export interface FlyerDates {
  eventDate: Timestamp;
  launchDate: Timestamp;
  imageUrl?: string | null;
  expired?: boolean;
}

const secondsOf = (moment: Date | Timestamp): number =>
  moment instanceof Date ? Math.floor(moment.getTime() / 1000) : moment.seconds;

/** Spec section 4: an event is expired when its date is at or before now (or a supplied afterDate). */
export function isExpired(event: Pick<FlyerDates, 'eventDate'>, now: Date | Timestamp = new Date()): boolean {
  return event.eventDate.seconds <= secondsOf(now);
}

/** Spec section 4: a flyer is launched (goes up) when its launchDate is at or before now. */
export function isLaunched(event: Pick<FlyerDates, 'launchDate'>, now: Date | Timestamp = new Date()): boolean {
  return event.launchDate.seconds <= secondsOf(now);
}

/** Where a flyer stands: over once expired (or flagged expired), up when launched, else scheduled to go up. */
export type FlyerState = 'over' | 'up' | 'scheduled';

/** Spec section 4: a flyer is over when its event is expired, up when launched and not expired, else scheduled. */
export function flyerState(
  event: Pick<FlyerDates, 'eventDate' | 'launchDate' | 'expired'>,
  now: Date | Timestamp = new Date(),
): FlyerState {
  if (event.expired || isExpired(event, now)) return 'over';
  return isLaunched(event, now) ? 'up' : 'scheduled';
}

/** The events still to come, earliest first. */
export function upcomingEvents<T extends FlyerDates>(events: readonly T[], now: Date | Timestamp = new Date()): T[] {
  return events.filter((event) => !isExpired(event, now)).sort((a, b) => a.eventDate.seconds - b.eventDate.seconds);
}

/** Spec section 4: the ad is launched when the earliest coming event's launchDate is at or before now. */
export function isAdLaunched(events: readonly FlyerDates[], now: Date | Timestamp = new Date()): boolean {
  const [earliest] = upcomingEvents(events, now);
  return earliest !== undefined && isLaunched(earliest, now);
}

/** Spec section 4: the current event is the earliest coming one when its ad is launched, else none. */
export function currentEventOf<T extends FlyerDates>(events: readonly T[], now: Date | Timestamp = new Date()): T | null {
  return isAdLaunched(events, now) ? (upcomingEvents(events, now)[0] ?? null) : null;
}

/** Spec section 4 (the home page's pinned flyer): shown only if not expired, launched and with a picture. */
export function showsFlyer(event: FlyerDates | null | undefined, now: Date | Timestamp = new Date()): boolean {
  if (!event || !event.imageUrl) return false;
  return flyerState(event, now) === 'up';
}

/** A flyer as it stands at `moment`: its expired flag judged then, as GET /api/socialEvents?afterDate= answers it. */
export function flyerAt<T extends FlyerDates>(event: T, moment: Date | Timestamp = new Date()): T {
  return { ...event, expired: isExpired(event, moment) };
}

/**
 * The flyer the home page pins at `moment` (spec sections 2 and 4): the current event, when its flyer may
 * show (launched, not expired, with a picture); else none. The site pins it now; the staff console asks
 * for any moment to preview a schedule, so each flyer is judged at that moment, not by a flag set earlier.
 */
export function pinnedFlyerAt<T extends FlyerDates>(events: readonly T[], moment: Date | Timestamp = new Date()): T | null {
  const current = currentEventOf(
    events.map((event) => flyerAt(event, moment)),
    moment,
  );
  return current && showsFlyer(current, moment) ? current : null;
}

/** What the home page pins once a flyer is saved: until now, from now, and from when the saved flyer goes up. */
export interface HomePageChange<T> {
  before: T | null;
  now: T | null;
  /** Set when the saved flyer goes up later than now: the moment, and what the home page pins from then. */
  atLaunch: { moment: Timestamp; pinned: T | null } | null;
}

/**
 * What saving `saved` (a new flyer, or one in place of the flyer with its id) does to the home page, by the rule the
 * site pins with (pinnedFlyerAt): staff see it before they save. A flyer for an earlier event that goes up later
 * takes the current one off at once, since the home page waits for the first coming event's flyer.
 */
export function homePageChange<T extends FlyerDates & { id: string }>(events: readonly T[], saved: T, now: Date | Timestamp = new Date()): HomePageChange<T> {
  const after = [...events.filter((event) => event.id !== saved.id), saved];
  const later = saved.launchDate.seconds > secondsOf(now);
  return {
    before: pinnedFlyerAt(events, now),
    now: pinnedFlyerAt(after, now),
    atLaunch: later ? { moment: saved.launchDate, pinned: pinnedFlyerAt(after, saved.launchDate) } : null,
  };
}

/**
 * Whether two flyers are up at the same time: each goes up (launchDate) before the other's event is over.
 * Only one flyer is pinned at a time (the earliest coming event), so an overlapping one waits its turn.
 */
export function flyersOverlap(a: Pick<FlyerDates, 'launchDate' | 'eventDate'>, b: Pick<FlyerDates, 'launchDate' | 'eventDate'>): boolean {
  return a.launchDate.seconds < b.eventDate.seconds && b.launchDate.seconds < a.eventDate.seconds;
}

/** For each flyer id, the ids of the flyers up at the same time as it, in the order given (flyers overlapping none are left out). */
export function overlappingFlyers<T extends FlyerDates & { id: string }>(events: readonly T[]): Map<string, string[]> {
  const overlaps = new Map<string, string[]>();
  for (const event of events) {
    const others = events.filter((other) => other.id !== event.id && flyersOverlap(event, other)).map((other) => other.id);
    if (others.length) overlaps.set(event.id, others);
  }
  return overlaps;
}
