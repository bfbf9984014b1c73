import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { SOCIAL_EVENT_CONFIRM_DELETE } from '@trailside/domain/social-events/social-event.messages';
import { flyerState } from '@trailside/domain/social-events/social-event.rules';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { Button } from '@trailside/ui/button/button';
import { Modal } from '@trailside/ui/modal/modal';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { useDeleteSocialEvent } from '@trailside/ui/social-events/api/delete-social-event';
import { FlyerForm } from '@trailside/ui/social-events/flyer-form';
import { useState } from 'react';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';

type View = { kind: 'closed' } | { kind: 'add' } | { kind: 'list' } | { kind: 'edit'; event: SocialEvent };

const launchText = (event: SocialEvent, momentText: (moment: SocialEvent['launchDate']) => string) => {
  const state = flyerState(event);
  return state === 'over' ? 'Over' : state === 'up' ? 'Up now' : `Goes up ${momentText(event.launchDate)}`;
};

/** The admin's flyer tools on /coming-soon (spec sections 2 and 4): Add, List, and Edit or Delete from the list. */
export function FlyerAdmin({ events }: { events: SocialEvent[] }) {
  const [view, setView] = useState<View>({ kind: 'closed' });
  const { moment: momentText } = useSchoolClock();
  const deletion = useDeleteSocialEvent();
  const confirmDelete = useConfirmedAction((event: SocialEvent) => deletion.mutate(event), {
    ...DELETE_CONFIRMATION,
    message: SOCIAL_EVENT_CONFIRM_DELETE,
  });
  const close = () => setView({ kind: 'closed' });

  return (
    <div className="flyer-admin">
      <Button onClick={() => setView({ kind: 'add' })}>Add flyer</Button>
      <Button variant="secondary" onClick={() => setView({ kind: 'list' })}>
        List flyers
      </Button>

      <Modal open={view.kind === 'add'} onClose={close} title="Add Flyer">
        {view.kind === 'add' && <FlyerForm onDone={close} />}
      </Modal>
      <Modal open={view.kind === 'edit'} onClose={() => setView({ kind: 'list' })} title="Edit Flyer">
        {view.kind === 'edit' && <FlyerForm event={view.event} onDone={() => setView({ kind: 'list' })} />}
      </Modal>
      <Modal open={view.kind === 'list'} onClose={close} title="Flyers" size="large">
        {events.length === 0 ? (
          <p>No flyers yet.</p>
        ) : (
          <ul className="flyer-admin__list">
            {events.map((event) => (
              <li key={event.id} className="flyer-admin__item">
                {event.imageUrl && <img src={event.imageUrl} alt="" className="flyer-admin__thumb" />}
                <span className="flyer-admin__text">
                  <strong>{event.title ?? 'Untitled event'}</strong>
                  <span>{momentText(event.eventDate)}</span>
                  <span className="flyer-admin__state">{launchText(event, momentText)}</span>
                </span>
                <span className="flyer-admin__actions">
                  <Button variant="secondary" onClick={() => setView({ kind: 'edit', event })} aria-label={`Edit ${event.title ?? 'flyer'}`}>
                    Edit
                  </Button>
                  <Button variant="link" onClick={() => confirmDelete.ask(event)} aria-label={`Delete ${event.title ?? 'flyer'}`}>
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      {confirmDelete.dialog}
    </div>
  );
}
