import { timestampOf } from '@trailside/domain/api/timestamp';
import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import { SOCIAL_EVENT_CONFIRM_DELETE } from '@trailside/domain/social-events/social-event.messages';
import { currentEventOf, flyerAt, flyerState, homePageChange, overlappingFlyers, pinnedFlyerAt } from '@trailside/domain/social-events/social-event.rules';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { Button } from '@trailside/ui/button/button';
import { Countdown } from '@trailside/ui/countdown/countdown';
import { TextField } from '@trailside/ui/form-field/text-field';
import { fromLocalInput, toLocalInput } from '@trailside/ui/form-field/local-date-time';
import { Modal } from '@trailside/ui/modal/modal';
import { useConfirmedAction } from '@trailside/ui/modal/use-confirmed-action';
import { useDeleteSocialEvent } from '@trailside/ui/social-events/api/delete-social-event';
import { useSocialEvents } from '@trailside/ui/social-events/api/get-social-events';
import { type FlyerDraft, FlyerForm } from '@trailside/ui/social-events/flyer-form';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useId, useMemo, useState } from 'react';
import { FlyerTimeline } from './flyer-timeline-figure';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { FLYER_TEXTS, STATE_LABELS, titleOf } from './flyer-texts';
import './flyers.css';
import { ACTIONS_COLUMN, DataTable } from '../../components/data-table';
import { serverFileUrl } from '../../../../shared/server-address';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; event: SocialEvent };

interface FlyersViewProps {
  /** The school server, which serves the flyer pictures. */
  serverUrl: string;
}

/**
 * Every flyer on a timeline and in a table, each marked upcoming, launched or expired by the domain's
 * flyerState, with add, edit and delete. A "preview at" moment (now unless chosen) moves every state, the
 * timeline's marker and the home page preview: which flyer the site would pin then (the domain's
 * pinnedFlyerAt, the rule the site uses) and the countdown it would show.
 */
export function FlyersView({ serverUrl }: FlyersViewProps) {
  const { data, isPending } = useSocialEvents();
  const [previewInput, setPreviewInput] = useState('');
  const [previewAt, setPreviewAt] = useState<Date | null>(null);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const deletion = useDeleteSocialEvent();
  const confirmDelete = useConfirmedAction((event: SocialEvent) => deletion.mutate(event), { ...DELETE_CONFIRMATION, message: SOCIAL_EVENT_CONFIRM_DELETE });
  const ids = { preview: useId(), timeline: useId(), list: useId() };
  const clock = useSchoolClock();

  const events = useMemo(() => data?.socialEvents ?? [], [data]);
  const moment = timestampOf(previewAt ?? new Date());
  const judged = events.map((event) => flyerAt(event, moment));
  const pinned = pinnedFlyerAt(events, moment);
  const current = currentEventOf(judged, moment);
  const overlaps = useMemo(() => overlappingFlyers(events), [events]);
  const titleById = new Map(events.map((event) => [event.id, titleOf(event)]));
  const pictureOf = (event: SocialEvent) => (event.imageUrl ? serverFileUrl(serverUrl, event.imageUrl) : null);
  const stateOf = (event: SocialEvent) => STATE_LABELS[flyerState(event, moment)];

  const choosePreview = (value: string) => {
    setPreviewInput(value);
    const chosen = fromLocalInput(value);
    if (chosen) setPreviewAt(new Date(chosen.seconds * 1000));
  };
  const backToNow = () => {
    setPreviewInput('');
    setPreviewAt(null);
  };
  const closeForm = () => setEditing({ kind: 'closed' });

  /** Before saving, what the home page shows from now on with the flyer as the form has it. */
  const outcomeOf = (saved: SocialEvent | null) => (draft: FlyerDraft) => {
    if (!draft.eventDate) return null;
    const now = new Date();
    const id = saved?.id ?? 'the-new-flyer';
    const change = homePageChange(
      events,
      { ...saved, id, title: draft.title || 'this flyer', eventDate: draft.eventDate, launchDate: draft.launchDate ?? timestampOf(now), imageUrl: draft.hasPicture ? 'a picture' : null, imagePath: null, expired: false },
      now,
    );
    const changesNow = change.before?.id !== change.now?.id;
    return (
      <div className={changesNow ? 'notice flyers__outcome' : 'flyers__outcome'}>
        {FLYER_TEXTS.outcome(change, id, clock).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );
  };

  return (
    <div className="flyers">
      <div className="flyers__toolbar">
        <Button onClick={() => setEditing({ kind: 'add' })}>{FLYER_TEXTS.add}</Button>
      </div>

      <section className="flyers__preview" aria-labelledby={ids.preview}>
        <h2 id={ids.preview}>Home page preview</h2>
        <div className="flyers__preview-control">
          <TextField
            label={FLYER_TEXTS.previewLabel}
            name="previewAt"
            type="datetime-local"
            required
            value={previewInput || toLocalInput(moment)}
            onChange={(event) => choosePreview(event.currentTarget.value)}
            hint={FLYER_TEXTS.previewHint}
          />
          {previewAt && (
            <Button variant="secondary" onClick={backToNow}>
              {FLYER_TEXTS.backToNow}
            </Button>
          )}
        </div>
        <p className="flyers__preview-moment">{previewAt ? `At ${clock.moment(moment)}:` : 'Now:'}</p>
        {pinned ? (
          <div className="flyers__pinned">
            {pinned.imageUrl && <img src={pictureOf(pinned) ?? undefined} alt={FLYER_TEXTS.flyerAlt(pinned, clock)} className="flyers__pinned-image" />}
            <div>
              <p className="flyers__pinned-title">
                <strong>{titleOf(pinned)}</strong> is pinned on the home page
              </p>
              <Countdown key={previewAt ? 'preview' : 'now'} target={pinned.eventDate} label={`Time until ${titleOf(pinned)}`} at={previewAt ?? undefined} />
            </div>
          </div>
        ) : (
          <p className="flyers__nothing">{current && !current.imageUrl ? FLYER_TEXTS.noPicture(titleOf(current)) : FLYER_TEXTS.nothingPinned}</p>
        )}
      </section>

      {isPending && <Spinner label="Loading the flyers" />}
      {data && events.length === 0 && <p>{FLYER_TEXTS.empty}</p>}
      {events.length > 0 && (
        <>
          <section aria-labelledby={ids.timeline}>
            <h2 id={ids.timeline}>Timeline</h2>
            <FlyerTimeline events={judged} moment={moment} stateOf={stateOf} overlaps={overlaps} pinnedId={pinned?.id ?? null} />
          </section>

          <section aria-labelledby={ids.list}>
            <h2 id={ids.list}>All flyers</h2>
            <DataTable columns={['Flyer', 'Goes up', 'Event', 'State', ACTIONS_COLUMN]} className="flyers__table">
              {judged.map((event) => {
                const others = overlaps.get(event.id)?.map((id) => titleById.get(id) ?? '') ?? [];
                const picture = pictureOf(event);
                return (
                  <tr key={event.id} className={event.id === pinned?.id ? 'flyers__row flyers__row--pinned' : 'flyers__row'}>
                    <th scope="row" className="flyers__name">
                      {picture ? <img src={picture} alt="" className="flyers__thumb" /> : <span className="flyers__thumb flyers__thumb--none">No picture</span>}
                      <span>
                        {titleOf(event)}
                        {others.length > 0 && <span className="flyers__overlap">{FLYER_TEXTS.overlaps(others)}</span>}
                      </span>
                    </th>
                    <td>{clock.moment(event.launchDate)}</td>
                    <td>{clock.moment(event.eventDate)}</td>
                    <td>
                      <span className={`flyers__state flyers__state--${flyerState(event, moment)}`}>{stateOf(event)}</span>
                      {event.id === pinned?.id && <span className="flyers__current">{FLYER_TEXTS.current}</span>}
                    </td>
                    <td className="flyers__actions">
                      <Button variant="secondary" onClick={() => setEditing({ kind: 'edit', event })} aria-label={`Edit ${titleOf(event)}`}>
                        Edit
                      </Button>
                      <Button variant="link" onClick={() => confirmDelete.ask(event)} aria-label={`Delete ${titleOf(event)}`}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          </section>
        </>
      )}

      <Modal open={editing.kind !== 'closed'} onClose={closeForm} title={editing.kind === 'edit' ? `Edit ${titleOf(editing.event)}` : 'Add Flyer'}>
        {editing.kind === 'add' && <FlyerForm onDone={closeForm} outcome={outcomeOf(null)} />}
        {editing.kind === 'edit' && <FlyerForm key={editing.event.id} event={editing.event} onDone={closeForm} outcome={outcomeOf(editing.event)} />}
      </Modal>
      {confirmDelete.dialog}
    </div>
  );
}
