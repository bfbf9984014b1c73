import { PARENT_CONSENT_TEXT } from '@trailside/domain/account/account.messages';
import { useAgreeToConsentRequest } from '@trailside/ui/account/api/agree-to-consent-request';
import { useDeclineConsentRequest } from '@trailside/ui/account/api/decline-consent-request';
import { useConsentRequestsForMe } from '@trailside/ui/account/api/get-consent-requests-for-me';
import { Button } from '@trailside/ui/button/button';
import { useSchoolClock } from '@trailside/ui/settings/school-clock';
import { useId } from 'react';

/**
 * The children who named this account's address when they signed up, each to agree to (as the mailed link does) or to
 * turn down. The server lists them only once the address is verified, by first name only; with none, nothing shows.
 */
export function ConsentRequestsSection() {
  const requests = useConsentRequestsForMe();
  const agree = useAgreeToConsentRequest();
  const decline = useDeclineConsentRequest();
  const headingId = useId();
  const { day } = useSchoolClock();
  if (!requests.data?.length) return null;
  const busy = agree.isPending || decline.isPending;

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{PARENT_CONSENT_TEXT.waitingHeading}</h2>
      <p>{PARENT_CONSENT_TEXT.waitingIntro}</p>
      <p>{PARENT_CONSENT_TEXT.keep}</p>
      <p>{PARENT_CONSENT_TEXT.notMine}</p>
      <ul className="account-children">
        {requests.data.map((request) => (
          <li key={request.id} className="account-children__item">
            <p>
              <strong>{request.childName}</strong>, asked on <time dateTime={request.askedAt}>{day(new Date(request.askedAt))}</time>
            </p>
            <div className="account-consent__actions">
              <Button onClick={() => agree.mutate(request.id)} disabled={busy} aria-label={`Agree to ${request.childName}'s account`}>
                Agree
              </Button>
              <Button variant="secondary" onClick={() => decline.mutate(request.id)} disabled={busy} aria-label={`${request.childName} is not my child`}>
                This is not my child
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
