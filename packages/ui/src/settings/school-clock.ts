import type { Timestamp } from '@trailside/domain/api/timestamp';
import { momentDayText, momentText } from '@trailside/domain/calendar/calendar-text';
import { useSiteSettings } from './api/get-site-settings';
import { useMemo } from 'react';

export interface SchoolClock {
  timeZone: string;
  /** "Tue 9 Mar 2027, 6:00pm" */
  moment: (moment: Date | Timestamp) => string;
  /** "Tue 9 Mar 2027" */
  day: (moment: Date | Timestamp) => string;
}

/**
 * How every page and view writes a date: the domain's one style, on the school's clock (Site settings), whatever zone
 * this computer is in, so a family and the office read the same times the mails show, and a server-drawn page and the
 * browser that takes it over say the same.
 */
export function useSchoolClock(): SchoolClock {
  const { timeZone } = useSiteSettings();
  return useMemo(() => ({ timeZone, moment: (moment) => momentText(moment, timeZone), day: (moment) => momentDayText(moment, timeZone) }), [timeZone]);
}
