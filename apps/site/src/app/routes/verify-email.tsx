import { MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { useVerifyEmail } from '../../features/mail/api/verify-email';
import { LinkOutcome } from '../../features/mail/components/link-outcome';

/** The page an account's verification link opens: following the link verifies the address. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const verifying = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verifying.mutate(token);
  }, [token, verifying]);

  return (
    <div className="page container mail-page">
      <PageHead description="Verify your e-mail address for your Trailside Montessori K-8 account." />
      <div className="card">
        <h2>Your e-mail address</h2>
        {token ? (
          <LinkOutcome busyLabel="Verifying your address" pending={verifying.isPending} error={verifying.error} message={verifying.data?.message}>
            <p>
              <Link to="/subscribe">Choose what we send you</Link>
            </p>
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
