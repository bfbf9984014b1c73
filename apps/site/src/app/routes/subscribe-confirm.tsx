import { MAIL_PAGES } from '@trailside/domain/mail/mail.contract';
import { MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { useConfirmSubscription } from '../../features/mail/api/confirm-subscription';
import { LinkOutcome } from '../../features/mail/components/link-outcome';

/** The page a subscription's confirmation link opens: following the link is the confirmation. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirming = useConfirmSubscription();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    confirming.mutate(token);
  }, [token, confirming]);

  return (
    <div className="page container mail-page">
      <PageHead description="Confirm your subscription to e-mail from Trailside Montessori K-8." />
      <div className="card">
        <h2>Your subscription</h2>
        {token ? (
          <LinkOutcome busyLabel="Confirming your subscription" pending={confirming.isPending} error={confirming.error} message={confirming.data?.message}>
            {confirming.data && (
              <p>
                <Link to={`${MAIL_PAGES.preferences}?token=${encodeURIComponent(confirming.data.preferencesToken)}`}>Change what you get</Link>
              </p>
            )}
          </LinkOutcome>
        ) : (
          <p className="field__error" role="alert">
            {MAIL_TEXTS.linkInvalid}
          </p>
        )}
      </div>
    </div>
  );
}
