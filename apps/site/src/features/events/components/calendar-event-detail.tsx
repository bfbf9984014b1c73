import { isApiError } from '@trailside/domain/api/errors';
import { whenText } from '@trailside/domain/calendar/calendar-text';
import { CALENDAR_ERRORS } from '@trailside/domain/calendar/calendar.messages';
import { CALENDAR_AUDIENCE_NAMES, CALENDAR_KIND_NAMES } from '@trailside/domain/calendar/calendar.types';
import { repeatSummary } from '@trailside/domain/calendar/repeat';
import { DETAIL_PAGES, eventCalendarPath } from '@trailside/domain/feeds/feeds.contract';
import { useCalendarEvent } from '@trailside/ui/calendar/api/get-calendar-event';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { CalendarEventItem } from './calendar-events';
import './event-list.css';
import './calendar-events.css';
import { useId } from 'react';
import { Link } from 'react-router-dom';

interface CalendarEventDetailProps {
  /** The event's id, from the shareable address /event?id=...&date=... */
  id: string;
  /** The date the address names, "2027-03-09"; without it, the next date. */
  date?: string;
  /** Where "All events" goes back to. */
  listPath?: string;
}

/**
 * One calendar event at its shareable address: the date asked for (or the next one) with the spec's look,
 * who it is for, how it repeats, its next dates, and "Add to calendar". The route's loader fills the cache
 * with `calendarEventQueryOptions(api, id)`; an unknown or deleted event says so.
 */
export function CalendarEventDetail({ id, date, listPath = '/event' }: CalendarEventDetailProps) {
  const { data, error, isPending } = useCalendarEvent(id);
  const { timeZone } = useSiteSettings();
  const titleId = useId();
  if (isPending) return <p className="events__empty">Loading the event…</p>;
  if (!data) {
    return (
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="section-title section-title--start">
          Event not found
        </h2>
        <p className="events__empty">{error && !isApiError(error, 404) ? 'We could not load this event just now. Please try again in a moment.' : CALENDAR_ERRORS.notFound}</p>
        <p>
          <Link to={listPath}>See all events</Link>
        </p>
      </section>
    );
  }
  const { event, occurrences } = data;
  const shown = occurrences.find((occurrence) => occurrence.date === date) ?? occurrences[0];
  const others = occurrences.filter((occurrence) => occurrence !== shown);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title section-title--start">
        {event.title}
      </h2>
      <p className="events__intro">
        {CALENDAR_AUDIENCE_NAMES[event.audience]} · {CALENDAR_KIND_NAMES[event.kind]}
        {event.repeat && ` · Repeats ${repeatSummary(event)}`}
      </p>
      {event.imageUrl && (
        <ResponsiveImage src={event.imageUrl} alt={`Picture for ${event.title}`} sizes="(max-width: 768px) 100vw, 40rem" className="event-detail__picture" loading="eager" />
      )}
      {shown ? (
        <ul className="events">
          <CalendarEventItem occurrence={shown} />
        </ul>
      ) : (
        <p className="events__empty">This event has no more dates.</p>
      )}
      {others.length > 0 && (
        <>
          <h3>Other dates</h3>
          <ul className="event-dates">
            {others.map((occurrence) => (
              <li key={occurrence.id}>
                <Link to={DETAIL_PAGES.calendarEvent(occurrence.eventId, occurrence.date)}>
                  {whenText(occurrence, timeZone)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="event__actions">
        <a href={eventCalendarPath(event.id)} download>
          Add every date to your calendar
        </a>
        <Link to={listPath}>See all events</Link>
      </p>
    </section>
  );
}
