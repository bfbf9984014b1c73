import { MAIL_PAGES } from '@trailside/domain/mail/mail.contract';
import { MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { ACCOUNT_MAIL_SWITCH_NAMES, type AccountMailSwitch, isMailTopic, MAIL_TOPIC_NAMES, UNSUBSCRIBE_TARGETS, type UnsubscribeTarget } from '@trailside/domain/mail/mail-topics';
import { Button } from '@trailside/ui/button/button';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { useUnsubscribe } from '../../features/mail/api/unsubscribe';
import { LinkOutcome } from '../../features/mail/components/link-outcome';

const isTarget = (value: string | null): value is UnsubscribeTarget => (UNSUBSCRIBE_TARGETS as readonly (string | null)[]).includes(value);

/** What the link stops, in words. */
const nameOf = (target: UnsubscribeTarget) =>
  target === 'all' ? 'everything this address asked for' : isMailTopic(target) ? `${MAIL_TOPIC_NAMES[target]} e-mails` : `e-mails about "${ACCOUNT_MAIL_SWITCH_NAMES[target as AccountMailSwitch].toLowerCase()}"`;

/**
 * A mail's unsubscribe link opened in a browser. Opening it changes nothing (mail scanners open links too); the
 * button stops it. Mail programs skip this page: they POST to the same address (RFC 8058 one-click).
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const topic = params.get('topic');
  const leaving = useUnsubscribe();
  const preferencesLink = `${MAIL_PAGES.preferences}?token=${encodeURIComponent(token)}`;
  return (
    <div className="page container mail-page">
      <PageHead description="Stop e-mail from Trailside Montessori K-8." />
      <div className="card">
        <h2>Unsubscribe</h2>
        {!token || !isTarget(topic) ? (
          <p className="field__error" role="alert">
            {MAIL_TEXTS.linkInvalid}
          </p>
        ) : leaving.isIdle ? (
          <>
            <p>Stop {nameOf(topic)} to this address? Nothing else changes.</p>
            <Button onClick={() => leaving.mutate({ token, topic })}>Unsubscribe</Button>
          </>
        ) : (
          <LinkOutcome busyLabel="Unsubscribing" pending={leaving.isPending} error={leaving.error} message={leaving.data?.message}>
            <p>
              <Link to={preferencesLink}>Change what you get</Link> or <Link to="/subscribe">subscribe again</Link>.
            </p>
          </LinkOutcome>
        )}
      </div>
    </div>
  );
}
