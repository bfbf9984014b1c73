import { format } from 'date-fns';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';

/**
 * "Saturday, December 13, 2026 at 10:00 AM" in the visitor's own time zone. date-fns reads the date's own
 * fields: building an Intl date format instead costs a phone about 100 ms, on every page showing a flyer.
 */
export const eventDateText = (event: Pick<SocialEvent, 'eventDate'>) => format(new Date(event.eventDate.seconds * 1000), "EEEE, MMMM d, yyyy 'at' h:mm a");

/** The flyer picture's alt text: what the poster announces and when. */
export const flyerAlt = (event: Pick<SocialEvent, 'title' | 'eventDate'>) =>
  `Flyer for ${event.title ?? 'our next event'} on ${eventDateText(event)}`;
