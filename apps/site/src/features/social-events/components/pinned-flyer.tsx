import { pinnedFlyerAt } from '@trailside/domain/social-events/social-event.rules';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import { useSocialEvents } from '@trailside/ui/social-events/api/get-social-events';
import { Link } from 'react-router-dom';
import { AddToCalendar } from './add-to-calendar';
import { FlyerPin } from './flyer-pin';
import { flyerAlt } from './flyer-text';
import { useDrop } from './use-drop';
import './pinned-flyer.css';

/**
 * The home page's pinned flyer (spec section 2): the one the domain's rule pins now (the current event,
 * launched, not expired, with a picture), the rule the staff console previews. It links to /coming-soon,
 * offers the event as a calendar file, and its pin drops it. It swings in 1.5 s after the page is the app's
 * (spec section 9), or simply appears then for people who prefer reduced motion; until then it is not drawn
 * (pinned-flyer.css), so its picture never competes with the page's main picture. Its picture's text names the
 * event but not the date, which the poster and /coming-soon show: writing it as the school's clock reads would
 * cost every home page's first load a time-zone formatter (about 80 ms of a throttled phone's main thread).
 */
export function PinnedFlyer() {
  const { data } = useSocialEvents();
  const { state, drop, onAnimationEnd } = useDrop();
  const event = data ? pinnedFlyerAt(data.socialEvents) : null;
  if (!event || state === 'dropped') return null;

  return (
    <aside className={`pinned-flyer${state === 'dropping' ? ' flyer--dropping' : ''}`} aria-label="Upcoming event" onAnimationEnd={onAnimationEnd}>
      <FlyerPin onDrop={drop} />
      <Link to={`/coming-soon?id=${encodeURIComponent(event.id)}`} state={{ id: event.id }} className="pinned-flyer__link">
        <ResponsiveImage src={event.imageUrl as string} alt={flyerAlt(event)} sizes="12rem" className="pinned-flyer__image" />
        <span className="pinned-flyer__caption">{event.title ?? 'Coming soon'}: see the countdown</span>
      </Link>
      <AddToCalendar event={event} compact />
    </aside>
  );
}
