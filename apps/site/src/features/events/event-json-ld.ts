import { DETAIL_PAGES } from '@trailside/domain/feeds/feeds.contract';
import type { CalendarOccurrence } from '@trailside/domain/calendar/calendar.types';

/**
 * schema.org Event JSON-LD of the occurrences a page shows (Google's event results), for the route's head:
 * each with its start and end as ISO instants, its place, and its shareable page.
 */
export function eventsJsonLd(occurrences: readonly CalendarOccurrence[], siteUrl: string, schoolName: string, schoolAddress: string): object[] {
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
  return occurrences.map((occurrence) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: occurrence.title,
    description: occurrence.description || undefined,
    startDate: occurrence.allDay ? occurrence.start : iso(occurrence.startsAt.seconds),
    endDate: occurrence.allDay ? occurrence.end : iso(occurrence.endsAt.seconds),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: occurrence.place || schoolName, address: schoolAddress },
    organizer: { '@type': 'Organization', name: schoolName, url: siteUrl },
    url: `${siteUrl}${DETAIL_PAGES.calendarEvent(occurrence.eventId, occurrence.date)}`,
    ...(occurrence.imageUrl ? { image: occurrence.imageUrl.startsWith('http') ? occurrence.imageUrl : `${siteUrl}${occurrence.imageUrl}` } : {}),
  }));
}
