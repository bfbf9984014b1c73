import { eventCalendarPath, feedPath } from '@trailside/domain/feeds/feeds.contract';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import './add-to-calendar.css';

/**
 * "Add to calendar": the event as a calendar file any calendar app opens, and the school's events calendar
 * to subscribe to, so new events appear by themselves.
 */
export function AddToCalendar({ event, compact = false }: { event: Pick<SocialEvent, 'id' | 'title'>; compact?: boolean }) {
  const name = event.title ?? 'our next event';
  return (
    <p className={`add-to-calendar${compact ? ' add-to-calendar--compact' : ''}`}>
      <a href={eventCalendarPath(event.id)} download className="add-to-calendar__link" aria-label={`Add ${name} to your calendar`}>
        Add to calendar
      </a>
      {!compact && (
        <>
          {' '}
          <a href={feedPath('eventsCalendar')} className="add-to-calendar__subscribe">
            Subscribe to all our events
          </a>
        </>
      )}
    </p>
  );
}
