import { errorMessageOf } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { SOCIAL_EVENT_SUCCESS } from '@trailside/domain/social-events/social-event.messages';
import { flyerState } from '@trailside/domain/social-events/social-event.rules';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { Button } from '@trailside/ui/button/button';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { ConfirmDialog } from '@trailside/ui/modal/confirm-dialog';
import { Modal } from '@trailside/ui/modal/modal';
import { useState } from 'react';
import { useDeleteSocialEvent } from '../api/save-social-event';
import { FlyerForm } from './flyer-form';
import { eventDateText } from './flyer-text';

type View = { kind: 'closed' } | { kind: 'add' } | { kind: 'list' } | { kind: 'edit'; event: SocialEvent };

const launchText = (event: SocialEvent) => {
  const state = flyerState(event);
  return state === 'over' ? 'Over' : state === 'up' ? 'Up now' : `Goes up ${eventDateText({ eventDate: event.launchDate })}`;
};

/** The admin's flyer tools on /coming-soon (spec sections 2 and 4): Add, List, and Edit or Delete from the list. */
export function FlyerAdmin({ events }: { events: SocialEvent[] }) {
  const [view, setView] = useState<View>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<SocialEvent | null>(null);
  const deletion = useDeleteSocialEvent();
  const { showMessage } = useMessage();
  const close = () => setView({ kind: 'closed' });

  const confirmDelete = () => {
    if (!deleting) return;
    deletion.mutate(deleting, {
      onSuccess: () => showMessage(MessageStatus.SUCCESS, SOCIAL_EVENT_SUCCESS.deleted),
      onError: (error) => showMessage(MessageStatus.ERROR, errorMessageOf(error)),
    });
    setDeleting(null);
  };

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
                  <span>{eventDateText(event)}</span>
                  <span className="flyer-admin__state">{launchText(event)}</span>
                </span>
                <span className="flyer-admin__actions">
                  <Button variant="secondary" onClick={() => setView({ kind: 'edit', event })} aria-label={`Edit ${event.title ?? 'flyer'}`}>
                    Edit
                  </Button>
                  <Button variant="link" onClick={() => setDeleting(event)} aria-label={`Delete ${event.title ?? 'flyer'}`}>
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        heading="Delete Confirmation"
        confirmLabel="Delete"
        message="Are you sure that you want to delete this flyer?"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
