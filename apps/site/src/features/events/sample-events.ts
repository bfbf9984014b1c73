import { clockText, MONTH_ABBREVIATIONS } from '@trailside/domain/calendar/calendar-text';
import { SAMPLE_CALENDAR_EVENTS } from '@trailside/domain/calendar/sample-events';

/** One date in the school year as the Events page lists it. */
export interface SchoolEvent {
  title: string;
  /** Month abbreviation and day, as printed on the date badge. */
  month: string;
  day: number;
  time: string;
  place: string;
  text: string;
}

/** Spec section 2: the six sample events of the Events page (the calendar's seed has them on real dates). */
export const SAMPLE_EVENTS: readonly SchoolEvent[] = SAMPLE_CALENDAR_EVENTS.map((event) => ({
  title: event.title,
  month: MONTH_ABBREVIATIONS[event.month - 1],
  day: event.day,
  time: `${clockText(event.start)}-${clockText(event.end)}`,
  place: event.place,
  text: event.text,
}));

/** The Events page shows the list a few at a time. */
export const EVENTS_PAGE_SIZE = 3;
