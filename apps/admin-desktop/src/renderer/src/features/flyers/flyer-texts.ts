import type { FlyerState, HomePageChange } from '@trailside/domain/social-events/social-event.rules';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import type { SchoolClock } from '@trailside/ui/settings/school-clock';

type Clock = Pick<SchoolClock, 'moment' | 'day'>;

export const titleOf = (event: Pick<SocialEvent, 'title'>) => event.title ?? 'Untitled event';

/** What the domain's flyerState means to the office: not up yet, up now, or over. */
export const STATE_LABELS: Record<FlyerState, string> = {
  scheduled: 'Upcoming',
  up: 'Launched',
  over: 'Expired',
};

export const FLYER_TEXTS = {
  intro: 'Event flyers for the home page: when each one appears, and the event date its countdown runs to.',
  add: 'Add flyer',
  empty: 'No flyers yet. Add one for the next open house, concert or family day, and it goes up on the home page on its launch date.',
  previewLabel: 'Preview the home page at',
  previewHint: 'Every state below, the timeline and the home page preview follow this moment.',
  backToNow: 'Back to now',
  current: 'Current: pinned on the home page',
  nothingPinned: 'No flyer is pinned on the home page at this moment.',
  noPicture: (title: string) => `${title} is the current event, but it has no picture yet, so the home page shows no flyer.`,
  overlaps: (titles: string[]) => `Its dates overlap ${titles.join(' and ')}: the home page pins only the event that comes first, once its flyer is up.`,
  /** Before saving: what the home page shows from now on, by the rule the site pins with. */
  outcome: (change: HomePageChange<Pick<SocialEvent, 'id' | 'title'>>, savedId: string, clock: Clock): string[] => {
    const shown = (event: Pick<SocialEvent, 'title'> | null) => (event ? titleOf(event) : 'no flyer');
    const lines =
      change.before?.id === change.now?.id
        ? [change.now ? `The home page keeps showing ${titleOf(change.now)}.` : 'The home page shows no flyer now, and still will when you save.']
        : [
            `When you save, the home page shows ${shown(change.now)} instead of ${shown(change.before)} at once` +
              (change.now === null && change.atLaunch?.pinned?.id === savedId
                ? `: this event comes first, and the home page waits for its flyer to go up.`
                : '.'),
          ];
    if (change.atLaunch) lines.push(`From ${clock.moment(change.atLaunch.moment)}, when this flyer goes up, it shows ${shown(change.atLaunch.pinned)}.`);
    return lines;
  },
  timelineCaption: (from: number, to: number, clock: Clock) =>
    `Timeline of the flyers from ${clock.day({ seconds: from })} to ${clock.day({ seconds: to })}, with the previewed moment marked.`,
  timelineItem: (title: string, launch: number, event: number, state: string, clock: Clock) =>
    `${title}: up from ${clock.moment({ seconds: launch })} until the event on ${clock.moment({ seconds: event })}; ${state.toLowerCase()}.`,
  flyerAlt: (event: Pick<SocialEvent, 'title' | 'eventDate'>, clock: Clock) => `Flyer for ${titleOf(event)} on ${clock.moment(event.eventDate)}`,
} as const;
