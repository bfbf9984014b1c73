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
