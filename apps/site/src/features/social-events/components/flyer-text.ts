import type { Timestamp } from '@trailside/domain/api/timestamp';
import { momentText } from '@trailside/domain/calendar/calendar-text';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { useCallback } from 'react';

/**
 * "Saturday, December 13, 2026 at 10:00 AM", as the school's clock shows it: the server's page and the
 * browser that takes it over say the same, wherever the visitor is.
 */
export function useMomentText(): (moment: Timestamp) => string {
  const { timeZone } = useSiteSettings();
  return useCallback((moment) => momentText(new Date(moment.seconds * 1000), timeZone), [timeZone]);
}

/** The flyer picture's alt text: what the poster announces, and when (its event date written out) where the page says it. */
export const flyerAlt = (event: Pick<SocialEvent, 'title'>, when?: string) => `Flyer for ${event.title ?? 'our next event'}${when ? ` on ${when}` : ''}`;
