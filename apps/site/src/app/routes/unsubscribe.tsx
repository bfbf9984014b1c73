import type { PageHandle } from '@trailside/domain/site/site-pages';
import { MAIL_PAGES } from '@trailside/domain/mail/mail.contract';
import { ACCOUNT_MAIL_SWITCH_NAMES, type AccountMailSwitch, isMailTopic, MAIL_TOPIC_NAMES, UNSUBSCRIBE_TARGETS, type UnsubscribeTarget } from '@trailside/domain/mail/mail-topics';
import { Button } from '@trailside/ui/button/button';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { mailPreferencesQueryOptions, useMailPreferences } from '@trailside/ui/mail/api/get-mail-preferences';
import { useUnsubscribe } from '@trailside/ui/mail/api/unsubscribe';
import { BrokenLink, LinkOutcome, linkTokenOf } from '../../features/mail/components/link-outcome';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Unsubscribe', clientOnly: true, needs: 'a link' };

const isTarget = (value: string | null): value is UnsubscribeTarget => (UNSUBSCRIBE_TARGETS as readonly (string | null)[]).includes(value);

/** What the link stops, in words. */
const nameOf = (target: UnsubscribeTarget) =>
  target === 'all' ? 'everything this address asked for' : isMailTopic(target) ? `${MAIL_TOPIC_NAMES[target]} e-mails` : `e-mails about "${ACCOUNT_MAIL_SWITCH_NAMES[target as AccountMailSwitch].toLowerCase()}"`;

/** The link is checked before the page is drawn, so a broken one says so at once rather than after the button. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  const params = new URL(args.request.url).searchParams;
  const token = linkTokenOf(params);
  if (token && isTarget(params.get('topic'))) await quietly(queryClient.ensureQueryData(mailPreferencesQueryOptions(api, token)));
  return null;
}

/** Asks before it stops anything; then says what stopped. */
function Leaving({ token, topic }: { token: string; topic: UnsubscribeTarget }) {
  const link = useMailPreferences(token);
  const leaving = useUnsubscribe();
  if (link.isPending) return <Spinner label="Checking your link" />;
  if (link.isError) {
    return (
      <p className="field__error" role="alert">
        {errorMessageOf(link.error)}
      </p>
    );
  }
  if (leaving.isIdle) {
    return (
      <>
        <p>Stop {nameOf(topic)} to this address? Nothing else changes.</p>
        <Button onClick={() => leaving.mutate({ token, topic })}>Unsubscribe</Button>
      </>
    );
  }
  return (
    <LinkOutcome busyLabel="Unsubscribing" pending={leaving.isPending} error={leaving.error} message={leaving.data?.message}>
      <p>
        <Link to={`${MAIL_PAGES.preferences}?token=${encodeURIComponent(token)}`}>Change what you get</Link> or <Link to={MAIL_PAGES.subscribe}>subscribe again</Link>.
      </p>
    </LinkOutcome>
  );
}

/**
 * A mail's unsubscribe link opened in a browser. Opening it changes nothing (mail scanners open links too); the
 * button stops it. Mail programs skip this page: they POST to the same address (RFC 8058 one-click).
 */
export function Component() {
  const [params] = useSearchParams();
  const token = linkTokenOf(params);
  const topic = params.get('topic');
  return (
    <div className="page container mail-page">
      <PageHead description="Stop e-mail from Trailside Montessori K-8." />
      <div className="card">
        <h2>Unsubscribe</h2>
        {token && isTarget(topic) ? (
          <Leaving token={token} topic={topic} />
        ) : (
          <BrokenLink />
        )}
      </div>
    </div>
  );
}
