import { LEVEL_NAMES, LEVELS, type Level, startTermName, startTermsFrom } from '@trailside/domain/admissions/admissions.types';
import { makeOfferSchema, moveOnWaitingListSchema, OFFERED_CLASSES, waitingListSettingsSchema } from '@trailside/domain/admissions/offers.schema';
import { DEFAULT_DAYS_TO_ANSWER, OFFER_STATE_NAMES, type WaitingListEntry } from '@trailside/domain/admissions/offers.types';
import type { MoveDirection } from '@trailside/domain/admissions/waiting-list.rules';
import { waitingListName } from '@trailside/domain/admissions/waiting-list.rules';
import { dayAt } from '@trailside/domain/calendar/zoned-time';
import { useWaitingList } from '@trailside/ui/admissions/api/get-waiting-list';
import { useMakeOffer } from '@trailside/ui/admissions/api/make-offer';
import { useMoveOnWaitingList } from '@trailside/ui/admissions/api/move-on-waiting-list';
import { useSaveWaitingListSettings } from '@trailside/ui/admissions/api/save-waiting-list-settings';
import { Button } from '@trailside/ui/button/button';
import { FormActions } from '@trailside/ui/form-field/form-actions';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { TextField } from '@trailside/ui/form-field/text-field';
import { useFormValidation } from '@trailside/ui/form-field/use-form-validation';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useId, useState } from 'react';
import './waiting-list.css';

export const WAITING_LIST_INTRO =
  'One waiting list per level and start term, in the order the school sets: siblings of enrolled students first, then the date the application was complete. Move a family with a reason, set the places open, and offer a place.';

/** Moving one family up or down: the reason is asked before anything moves. */
function MoveForm({ entry, direction, onDone }: { entry: WaitingListEntry; direction: MoveDirection; onDone: () => void }) {
  const move = useMoveOnWaitingList();
  const { formRef, check, errorFor } = useFormValidation();
  const [reason, setReason] = useState('');
  const headingId = useId();
  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const valid = check(moveOnWaitingListSchema, { studentId: entry.studentId, direction, reason });
    if (valid && !move.isPending) move.mutate(valid, { onSuccess: onDone });
  };
  return (
    <section aria-labelledby={headingId} className="waiting-list__panel">
      <h2 id={headingId}>
        Move {entry.studentName} {direction}
      </h2>
      <form ref={formRef} onSubmit={submit} noValidate className="waiting-list__form">
        <TextField label="Reason for the move" name="reason" required value={reason} onChange={(change) => setReason(change.currentTarget.value)} error={errorFor('reason')} hint="Kept with the list and in the activity log." />
        <FormActions submitLabel={`Move ${direction}`} busy={move.isPending} busyLabel="Moving" onCancel={onDone} />
      </form>
    </section>
  );
}

/** The offer of a place: the class (its fee is the tuition), the start, a deposit if any, and the days to answer. */
function OfferForm({ entry, startTerm, onDone }: { entry: Pick<WaitingListEntry, 'studentId' | 'studentName'>; startTerm: string; onDone: () => void }) {
  const offer = useMakeOffer();
  const { formRef, check, errorFor } = useFormValidation();
  const [draft, setDraft] = useState({ className: OFFERED_CLASSES[0].title, startDate: `${startTerm}-01`, deposit: '', daysToAnswer: String(DEFAULT_DAYS_TO_ANSWER) });
  const headingId = useId();
  const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });
  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const valid = check(makeOfferSchema, { studentId: entry.studentId, ...draft, daysToAnswer: Number(draft.daysToAnswer) });
    if (valid && !offer.isPending) offer.mutate(valid, { onSuccess: onDone });
  };
  return (
    <section aria-labelledby={headingId} className="waiting-list__panel">
      <h2 id={headingId}>Offer a place to {entry.studentName}</h2>
      <form ref={formRef} onSubmit={submit} noValidate className="waiting-list__form">
        <SelectField label="Class" name="className" value={draft.className} onChange={(change) => set({ className: change.currentTarget.value })} error={errorFor('className')}>
          {OFFERED_CLASSES.map((card) => (
            <option key={card.title} value={card.title}>
              {card.title} (${card.monthlyTuition} a month)
            </option>
          ))}
        </SelectField>
        <TextField label="Start date" name="startDate" type="date" required value={draft.startDate} onChange={(change) => set({ startDate: change.currentTarget.value })} error={errorFor('startDate')} />
        <TextField label="Deposit (optional)" name="deposit" value={draft.deposit} onChange={(change) => set({ deposit: change.currentTarget.value })} error={errorFor('deposit')} hint='For example "$200, due on accepting".' />
        <TextField label="Days to answer" name="daysToAnswer" type="number" min={1} max={60} required value={draft.daysToAnswer} onChange={(change) => set({ daysToAnswer: change.currentTarget.value })} error={errorFor('daysToAnswer')} />
        <FormActions submitLabel="Send the offer" busy={offer.isPending} busyLabel="Sending the offer" onCancel={onDone} />
      </form>
    </section>
  );
}

/** A list's places open and its order, saved together. */
function SettingsForm({ level, startTerm, places, siblingsFirst }: { level: Level; startTerm: string; places: number; siblingsFirst: boolean }) {
  const save = useSaveWaitingListSettings();
  const { formRef, check, errorFor } = useFormValidation();
  const [draft, setDraft] = useState({ places: String(places), siblingsFirst });
  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    const valid = check(waitingListSettingsSchema, { level, startTerm, places: Number(draft.places), siblingsFirst: draft.siblingsFirst });
    if (valid && !save.isPending) save.mutate(valid);
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="waiting-list__settings" aria-label="List settings">
      <TextField label="Places open" name="places" type="number" min={0} max={500} value={draft.places} onChange={(change) => setDraft({ ...draft, places: change.currentTarget.value })} error={errorFor('places')} />
      <label className="waiting-list__check">
        <input type="checkbox" name="siblingsFirst" checked={draft.siblingsFirst} onChange={(change) => setDraft({ ...draft, siblingsFirst: change.currentTarget.checked })} />
        Siblings of enrolled students first
      </label>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save settings
      </Button>
    </form>
  );
}

/**
 * The Waiting list view (issue 41): a level and a start term chosen, their list in order with each family's place,
 * the places open and taken, the offers with their state and deadline, and after an offer was declined or lapsed the
 * family the rules put next, with "Offer a place".
 */
export function WaitingListView() {
  const clock = useSchoolClock();
  const terms = startTermsFrom(dayAt(new Date(), clock.timeZone));
  const [level, setLevel] = useState<Level>('primary');
  const [startTerm, setStartTerm] = useState<string>(terms[0]);
  const [moving, setMoving] = useState<{ entry: WaitingListEntry; direction: MoveDirection } | null>(null);
  const [offering, setOffering] = useState<Pick<WaitingListEntry, 'studentId' | 'studentName'> | null>(null);
  const { data, isPending } = useWaitingList(level, startTerm);
  const list = data?.waitingList;
  const ids = { list: useId(), offers: useId() };

  return (
    <div className="waiting-list">
      <div className="waiting-list__choice" role="group" aria-label="Which list">
        <SelectField label="Level" name="level" value={level} onChange={(change) => setLevel(change.currentTarget.value as Level)}>
          {LEVELS.map((one) => (
            <option key={one} value={one}>
              {LEVEL_NAMES[one]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Start term" name="startTerm" value={startTerm} onChange={(change) => setStartTerm(change.currentTarget.value)}>
          {terms.map((term) => (
            <option key={term} value={term}>
              {startTermName(term)}
            </option>
          ))}
        </SelectField>
      </div>

      {isPending || !list ? (
        <Spinner label="Loading the waiting list" />
      ) : (
        <>
          <p className="waiting-list__places" role="status">
            {waitingListName(list.level, list.startTerm)}: {list.places} places open, {list.taken} taken, {list.left} left.
          </p>
          <SettingsForm key={`${list.level}:${list.startTerm}:${list.places}:${String(list.siblingsFirst)}`} {...list} />

          {list.proposal ? (
            <section className="waiting-list__proposal" aria-label="Next family proposed">
              <p>
                {list.proposal.because}. Next on the list: <strong>{list.proposal.studentName}</strong> ({list.proposal.familyName}).
              </p>
              <Button onClick={() => setOffering(list.proposal)}>Offer a place</Button>
            </section>
          ) : null}

          {moving ? <MoveForm key={`${moving.entry.studentId}:${moving.direction}`} {...moving} onDone={() => setMoving(null)} /> : null}
          {offering ? <OfferForm key={offering.studentId} entry={offering} startTerm={list.startTerm} onDone={() => setOffering(null)} /> : null}

          <section aria-labelledby={ids.list}>
            <h2 id={ids.list}>Waiting</h2>
            {list.entries.length === 0 ? (
              <p>No family is waiting for this level and term.</p>
            ) : (
              <div className="waiting-list__scroll">
                <table className="waiting-list__table">
                  <thead>
                    <tr>
                      <th scope="col">Place</th>
                      <th scope="col">Child</th>
                      <th scope="col">Family</th>
                      <th scope="col">Sibling enrolled</th>
                      <th scope="col">Application complete</th>
                      <th scope="col">Moved by staff</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.entries.map((entry) => (
                      <tr key={entry.studentId}>
                        <td>{entry.place}</td>
                        <th scope="row">{entry.studentName}</th>
                        <td>{entry.familyName}</td>
                        <td>{entry.sibling ? 'Yes' : 'No'}</td>
                        <td>{clock.day(new Date(entry.completedAt))}</td>
                        <td>{entry.moved ? `To number ${entry.moved.place} by ${entry.moved.by}: ${entry.moved.reason}` : ''}</td>
                        <td>
                          <div className="waiting-list__actions">
                            <Button variant="secondary" aria-label={`Move ${entry.studentName} up`} disabled={entry.place === 1} onClick={() => setMoving({ entry, direction: 'up' })}>
                              Up
                            </Button>
                            <Button variant="secondary" aria-label={`Move ${entry.studentName} down`} disabled={entry.place === list.entries.length} onClick={() => setMoving({ entry, direction: 'down' })}>
                              Down
                            </Button>
                            <Button variant="secondary" aria-label={`Offer a place to ${entry.studentName}`} disabled={list.left < 1} onClick={() => setOffering(entry)}>
                              Offer
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>

          <section aria-labelledby={ids.offers}>
            <h2 id={ids.offers}>Offers</h2>
            {list.offers.length === 0 ? (
              <p>No place has been offered for this level and term yet.</p>
            ) : (
              <ul className="waiting-list__offers">
                {list.offers.map((offer) => (
                  <li key={offer.id}>
                    <strong>{offer.studentName}</strong> ({offer.className}, ${offer.monthlyTuition} a month): {OFFER_STATE_NAMES[offer.state]}
                    {offer.state === 'open' ? `, to answer by the end of ${clock.day(new Date(new Date(offer.deadline).getTime() - 1))}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
