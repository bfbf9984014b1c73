import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';

/** The flyer picture's alt text: what the poster announces, and when (its event date written out) where the page says it. */
export const flyerAlt = (event: Pick<SocialEvent, 'title'>, when?: string) => `Flyer for ${event.title ?? 'our next event'}${when ? ` on ${when}` : ''}`;
