import { flyerState } from '@trailside/domain/social-events/social-event.rules';
import { useIsStaff } from '@trailside/ui/auth/use-actor';
import { Countdown } from '@trailside/ui/countdown/countdown';
import { Modal } from '@trailside/ui/modal/modal';
import { ResponsiveImage } from '@trailside/ui/responsive-image/responsive-image';
import { useSocialEvents } from '@trailside/ui/social-events/api/get-social-events';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { AddToCalendar } from './add-to-calendar';
import { FlyerPin } from './flyer-pin';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { flyerAlt } from './flyer-text';
import { FlyerAdmin } from './flyer-admin';
import { useDrop } from './use-drop';
import './coming-soon.css';

/**
 * /coming-soon (spec section 2): a countdown to the current event and its flyer. Pressing the flyer
 * opens it large in a modal; its pin drops it. With no current event, a friendly note instead.
 */
export function ComingSoon() {
  const { data, isPending } = useSocialEvents();
  const [flyerOpen, setFlyerOpen] = useState(false);
  const { state, drop, onAnimationEnd } = useDrop();
  const admin = useIsStaff();
  const { moment: momentText } = useSchoolClock();

  // A flyer link names its event (navigation state, or ?id= for a shared link); a launched, coming one is shown, else the current event.
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const askedId = (location.state as { id?: string } | null)?.id ?? searchParams.get('id');
  const asked = data?.socialEvents.find((candidate) => candidate.id === askedId);
  const askedIsShowable = asked && flyerState(asked) === 'up';
  const event = (askedIsShowable ? asked : null) ?? data?.currentEvent ?? null;

  return (
    <div className="coming-soon">
      <div className="coming-soon__inner container">
        <h1 className="coming-soon__title">Coming Soon</h1>
        {admin && data && <FlyerAdmin events={data.socialEvents} />}
        {isPending && <Spinner label="Loading our next event" />}
        {!isPending && !event && (
          <div className="coming-soon__empty">
            <p className="coming-soon__lead">Nothing is on the calendar just yet.</p>
            <p>
              We post open houses, concerts and family days here as soon as the dates are set. In the meantime, you are
              always welcome to <Link to="/contact-us">arrange a visit</Link> and see a morning in the classroom.
            </p>
          </div>
        )}
        {event && (
          <div className="coming-soon__event">
            <div className="coming-soon__details">
              <h2 className="coming-soon__name">{event.title ?? 'Our next event'}</h2>
              <p className="coming-soon__date">{momentText(event.eventDate)}</p>
              <Countdown target={event.eventDate} expired={event.expired} label={`Time until ${event.title ?? 'our next event'}`} />
              {!event.expired && <AddToCalendar event={event} />}
            </div>
            {event.imageUrl && state !== 'dropped' && (
              <figure className={`coming-soon__flyer${state === 'dropping' ? ' flyer--dropping' : ''}`} onAnimationEnd={onAnimationEnd}>
                <FlyerPin onDrop={drop} />
                <button type="button" className="coming-soon__flyer-button" onClick={() => setFlyerOpen(true)}>
                  <ResponsiveImage src={event.imageUrl} alt={flyerAlt(event, momentText(event.eventDate))} sizes="(max-width: 768px) 90vw, 24rem" loading="eager" />
                  <span className="visually-hidden">Open the flyer larger</span>
                </button>
              </figure>
            )}
            <Modal open={flyerOpen} onClose={() => setFlyerOpen(false)} title={event.title ?? 'Event flyer'} hideTitle size="large">
              {event.imageUrl && (
                <ResponsiveImage src={event.imageUrl} alt={flyerAlt(event, momentText(event.eventDate))} sizes="90vw" className="coming-soon__flyer-large" loading="eager" />
              )}
            </Modal>
          </div>
        )}
      </div>
    </div>
  );
}
