import { endOfDayAt } from '../calendar/zoned-time';

const DAY_MS = 86_400_000;

/**
 * When an offer made at `offeredAt` lapses: the end of the school's day `days` days on, so a family always has the
 * whole of its last day, whatever hour staff sent the offer.
 */
export const offerDeadline = (offeredAt: Date, days: number, timeZone: string): Date => endOfDayAt(new Date(offeredAt.getTime() + days * DAY_MS), timeZone);

/** The last day to answer as families read it: "Sunday, December 6". */
export const offerDeadlineText = (deadline: Date, timeZone: string): string =>
  new Date(deadline.getTime() - 1).toLocaleDateString('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
