import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { useContext } from 'react';
import { PageHead, PublicUrlContext } from '../../components/page-head';
import { EventList } from '../../features/events/components/event-list';
import { SAMPLE_EVENTS, type SchoolEvent } from '../../features/events/sample-events';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The next day a sample event (month and day, no year) falls on, from `now`. */
function nextOccurrence(event: SchoolEvent, now: Date): string {
  const month = new Date(`${event.month} 1, 2000`).getMonth();
  const thisYear = new Date(Date.UTC(now.getUTCFullYear(), month, event.day));
  const date = thisYear.getTime() < now.getTime() - DAY_MS ? new Date(Date.UTC(now.getUTCFullYear() + 1, month, event.day)) : thisYear;
  return date.toISOString().slice(0, 10);
}

/** Spec section 2: /event, the static list of six sample events, each an Event for search engines. */
export function Component() {
  const settings = useSiteSettings();
  const publicUrl = useContext(PublicUrlContext);
  const now = new Date();
  const events = SAMPLE_EVENTS.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.text,
    startDate: nextOccurrence(event, now),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.place, address: settings.address },
    organizer: { '@type': 'EducationalOrganization', name: settings.schoolName, url: `${publicUrl}/` },
  }));
  return (
    <div className="page container">
      <PageHead description="Picnics, harvest days, concerts and open houses: the dates in the Trailside Montessori K-8 school year." jsonLd={events} />
      <EventList />
    </div>
  );
}
