import { VISIT_CONFIRM_CANCEL_BOOKING, VISIT_MESSAGES } from '@trailside/domain/admissions/visits.messages';
import { visitWhenText } from '@trailside/domain/admissions/visits.rules';
import type { ManagedVisitBooking } from '@trailside/domain/admissions/visits.types';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { useCancelManagedBooking } from '@trailside/ui/admissions/api/cancel-managed-booking';
import { useManagedBooking } from '@trailside/ui/admissions/api/get-managed-booking';
import { useVisitTimes } from '@trailside/ui/admissions/api/get-visit-times';
import { useMoveManagedBooking } from '@trailside/ui/admissions/api/move-managed-booking';
import { Button } from '@trailside/ui/button/button';
import { SelectField } from '@trailside/ui/form-field/select-field';
import { ConfirmDialog } from '@trailside/ui/modal/confirm-dialog';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import './visits.css';

/** What the booking's state means for the family. */
function stateText({ booking, visit }: ManagedVisitBooking): string {
  if (booking.status === 'cancelled') return 'This booking is cancelled. You are welcome to book another time.';
  if (visit.cancelled) return 'We are sorry: we had to cancel this visit time. Please choose another time that suits you.';
  if (booking.status === 'attended') return 'Thank you for visiting us. We hope to see you again soon.';
  if (booking.status === 'no-show') return 'We missed you at this visit. You are welcome to book another time.';
  return `You are booked, ${booking.name}. We look forward to meeting you.`;
}

/** The booking a private link opens: when it is, and, while it is to come, a move to another time or a cancellation. */
export function ManageVisit({ token }: { token: string }) {
  const managed = useManagedBooking(token);
  const move = useMoveManagedBooking(token);
  const cancel = useCancelManagedBooking(token);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  if (!token) return <p role="alert">{VISIT_MESSAGES.token}</p>;
  if (managed.isError) return <p role="alert">{errorMessageOf(managed.error)}</p>;
  if (!managed.data) return <Spinner label="Loading your booking" />;

  const { booking, visit } = managed.data;
  const changeable = booking.status === 'booked' && !visit.cancelled && Date.parse(visit.startsAt) > Date.now();
  return (
    <>
      <h2 className="visit-manage__when">{visitWhenText(visit)}</h2>
      {visit.note && <p>{visit.note}</p>}
      <p>{stateText(managed.data)}</p>
      <p role="status">{outcome}</p>
      {changeable ? (
        <>
          <MoveVisit currentId={visit.id} busy={move.isPending} onMove={(visitId) => move.mutate(visitId, { onSuccess: (answer) => setOutcome(answer.message) })} />
          {move.isError && (
            <p className="field__error" role="alert">
              {errorMessageOf(move.error)}
            </p>
          )}
          <h3>Cancel your visit</h3>
          <p>If you cannot come, please let us know so another family can have your place.</p>
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
            Cancel my visit
          </Button>
          {cancel.isError && (
            <p className="field__error" role="alert">
              {errorMessageOf(cancel.error)}
            </p>
          )}
          <ConfirmDialog
            open={confirming}
            message={VISIT_CONFIRM_CANCEL_BOOKING}
            confirmLabel="Cancel my visit"
            cancelLabel="Keep it"
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              cancel.mutate(undefined, { onSuccess: (answer) => setOutcome(answer.message) });
            }}
          />
        </>
      ) : (
        <p>
          <Link to="/visits">Book a visit</Link>
        </p>
      )}
    </>
  );
}

/** A move to another coming time with places left. */
function MoveVisit({ currentId, busy, onMove }: { currentId: string; busy: boolean; onMove: (visitId: string) => void }) {
  const times = useVisitTimes();
  const choices = (times.data?.visits ?? []).filter((visit) => visit.id !== currentId && visit.placesLeft > 0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const visitId = String(new FormData(event.currentTarget).get('visitId') ?? '');
    if (visitId) onMove(visitId);
  };
  return (
    <form onSubmit={submit} aria-labelledby="move-visit-title">
      <h3 id="move-visit-title">Move to another time</h3>
      {choices.length === 0 ? (
        <p>There is no other time with places just now. Please call us and we will find one that suits you.</p>
      ) : (
        <>
          <SelectField label="Another time" name="visitId" required>
            {choices.map((visit) => (
              <option key={visit.id} value={visit.id}>
                {visitWhenText(visit)} ({visit.placesLeft === 1 ? '1 place left' : `${visit.placesLeft} places left`})
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={busy}>
            Move my visit
          </Button>
        </>
      )}
    </form>
  );
}
