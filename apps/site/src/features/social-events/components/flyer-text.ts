import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';

// Made on first use: building a date format costs a phone tens of milliseconds, too much to spend while a page loads.
let dateFormat: Intl.DateTimeFormat | undefined;

/** "Saturday, December 13, 2026 at 10:00 AM" in the visitor's own time zone. */
export const eventDateText = (event: Pick<SocialEvent, 'eventDate'>) =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })).format(
    new Date(event.eventDate.seconds * 1000),
  );

/** The flyer picture's alt text: what the poster announces and when. */
export const flyerAlt = (event: Pick<SocialEvent, 'title' | 'eventDate'>) =>
  `Flyer for ${event.title ?? 'our next event'} on ${eventDateText(event)}`;
