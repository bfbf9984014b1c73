import type { Timestamp } from '@trailside/domain/api/timestamp';
import { momentText } from '@trailside/domain/calendar/calendar-text';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { useCallback } from 'react';

/**
 * "Sat 13 Dec 2026, 10:00am", as the school's clock shows it (the domain's one way of writing a time): the
 * server's page and the browser that takes it over say the same, wherever the visitor is.
 */
export function useMomentText(): (moment: Timestamp) => string {
  const { timeZone } = useSiteSettings();
  return useCallback((moment) => momentText(moment, timeZone), [timeZone]);
}

/** The flyer picture's alt text: what the poster announces, and when (its event date written out) where the page says it. */
export const flyerAlt = (event: Pick<SocialEvent, 'title'>, when?: string) => `Flyer for ${event.title ?? 'our next event'}${when ? ` on ${when}` : ''}`;
