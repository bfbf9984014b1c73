import { LEVEL_NAMES, startTermName } from '@trailside/domain/admissions/admissions.types';
import { offerDeadlineText } from '@trailside/domain/admissions/offers.rules';
import { OFFER_ERRORS } from '@trailside/domain/admissions/offers.messages';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { Button } from '../button/button';
import { useSchoolClock } from '../settings/school-clock';
import { Spinner } from '../spinner/spinner';
import { useAnswerOffer } from './api/answer-offer';
import { useOfferForFamily } from './api/get-offer-for-family';
import './offer-answer.css';

/**
 * A child's offer of a place, by the family's private link: what is offered, until when, and the answer. Shown by the
 * site's offer page, and ready for the family's status page (issue 41, slice 2) to show under the child.
 */
export function OfferAnswer({ token }: { token: string }) {
  const clock = useSchoolClock();
  const offer = useOfferForFamily(token);
  const answer = useAnswerOffer();

  if (offer.isError) return <p role="alert" className="field__error">{errorMessageOf(offer.error)}</p>;
  if (!offer.data) return <Spinner label="Loading the offer" />;
  const { studentFirstName, level, startTerm, className, monthlyTuition, startDate, deposit, deadline, state } = offer.data.offer;
  const lastDay = offerDeadlineText(new Date(deadline), clock.timeZone);

  return (
    <section aria-labelledby="offer-heading" className="offer-answer">
      <h3 id="offer-heading">
        A place for {studentFirstName} in {LEVEL_NAMES[level]}, {startTermName(startTerm)}
      </h3>
      <dl className="offer-answer__terms">
        <dt>Class</dt>
        <dd>{className}</dd>
        <dt>Tuition</dt>
        <dd>${monthlyTuition} a month</dd>
        <dt>Starting on</dt>
        <dd>{clock.day(new Date(`${startDate}T12:00:00Z`))}</dd>
        {deposit ? (
          <>
            <dt>Deposit</dt>
            <dd>{deposit}</dd>
          </>
        ) : null}
        <dt>Please answer by</dt>
        <dd>the end of {lastDay}</dd>
      </dl>
      {answer.data ? (
        <p role="status">{answer.data.message}</p>
      ) : state === 'open' ? (
        <>
          {answer.isError ? <p role="alert" className="field__error">{errorMessageOf(answer.error)}</p> : null}
          <div className="offer-answer__actions">
            <Button disabled={answer.isPending} onClick={() => answer.mutate({ token, answer: 'accept' })}>
              Accept the place
            </Button>
            <Button variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate({ token, answer: 'decline' })}>
              Decline the place
            </Button>
          </div>
        </>
      ) : (
        <p role="status">{state === 'accepted' ? 'You have accepted this place. Thank you!' : state === 'declined' ? 'You have declined this place.' : OFFER_ERRORS.lapsed}</p>
      )}
    </section>
  );
}
