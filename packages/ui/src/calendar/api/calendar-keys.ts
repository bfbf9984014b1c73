import type { OccurrencesQueryInput } from '@trailside/domain/calendar/calendar.schema';

const all = ['calendar'] as const;

/** Query keys of the calendar: pages of occurrences, the staff's list of events, and one event. */
export const calendarKeys = {
  all,
  occurrences: (query: OccurrencesQueryInput) => [...all, 'occurrences', query] as const,
  events: () => [...all, 'events'] as const,
  event: (id: string) => [...all, 'event', id] as const,
};
