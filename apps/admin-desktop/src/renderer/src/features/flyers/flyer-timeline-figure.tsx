import type { Timestamp } from '@trailside/domain/api/timestamp';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { useId } from 'react';
import { timelineLayout } from './flyer-timeline';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { FLYER_TEXTS, titleOf } from './flyer-texts';

interface FlyerTimelineProps {
  events: SocialEvent[];
  moment: Timestamp;
  stateOf: (event: SocialEvent) => string;
  overlaps: Map<string, string[]>;
  pinnedId: string | null;
}

/**
 * The flyers as bars from launch to event on one axis, with the previewed moment marked. The drawing is
 * for the eye; screen readers get the same facts as a list in the figure (and the table below).
 */
export function FlyerTimeline({ events, moment, stateOf, overlaps, pinnedId }: FlyerTimelineProps) {
  const captionId = useId();
  const clock = useSchoolClock();
  const layout = timelineLayout(events, moment);
  const byId = new Map(events.map((event) => [event.id, event]));
  const titleById = (id: string) => titleOf(byId.get(id) ?? { title: null });

  return (
    <figure className="timeline" aria-labelledby={captionId}>
      <figcaption id={captionId} className="timeline__caption">
        {FLYER_TEXTS.timelineCaption(layout.start, layout.end, clock)}
      </figcaption>
      <div className="timeline__chart" aria-hidden="true" data-lanes={layout.lanes}>
        <div className="timeline__lanes" style={{ height: `${layout.lanes * 2.5}rem` }}>
          {layout.bars.map((bar) => {
            const event = byId.get(bar.id);
            if (!event) return null;
            const classes = ['timeline__bar'];
            if (overlaps.has(bar.id)) classes.push('timeline__bar--overlap');
            if (bar.id === pinnedId) classes.push('timeline__bar--pinned');
            return (
              <div key={bar.id} className={classes.join(' ')} style={{ left: `${bar.left}%`, width: `${bar.width}%`, top: `${bar.lane * 2.5}rem` }}>
                <span className="timeline__label">{titleOf(event)}</span>
              </div>
            );
          })}
          <div className="timeline__marker" style={{ left: `${layout.marker}%` }} />
        </div>
        <div className="timeline__axis">
          <span>{clock.day({ seconds: layout.start })}</span>
          <span>{clock.day({ seconds: layout.end })}</span>
        </div>
      </div>
      <ul className="visually-hidden">
        {events.map((event) => (
          <li key={event.id}>
            {FLYER_TEXTS.timelineItem(titleOf(event), event.launchDate.seconds, event.eventDate.seconds, stateOf(event), clock)}
            {event.id === pinnedId && ` ${FLYER_TEXTS.current}.`}
            {overlaps.has(event.id) && ` ${FLYER_TEXTS.overlaps((overlaps.get(event.id) ?? []).map(titleById))}`}
          </li>
        ))}
      </ul>
    </figure>
  );
}
