import type { PageHandle } from '@trailside/domain/site/site-pages';
import { MAIL_PAGES } from '@trailside/domain/mail/mail.contract';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { subscriptionConfirmationQueryOptions, useSubscriptionConfirmation } from '@trailside/ui/mail/api/confirm-subscription';
import { BrokenLink, LinkOutcome, linkTokenOf } from '../../features/mail/components/link-outcome';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Confirm Subscription', clientOnly: true, needs: 'a link' };

/** Following a subscription's confirmation link is the confirmation: the loader asks the API, once per link. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  const token = linkTokenOf(new URL(args.request.url).searchParams);
  if (token) await quietly(queryClient.ensureQueryData(subscriptionConfirmationQueryOptions(api, token)));
  return null;
}

function Confirmation({ token }: { token: string }) {
  const confirmation = useSubscriptionConfirmation(token);
  return (
    <LinkOutcome busyLabel="Confirming your subscription" pending={confirmation.isPending} error={confirmation.error} message={confirmation.data?.message}>
      {confirmation.data && (
        <p>
          <Link to={`${MAIL_PAGES.preferences}?token=${encodeURIComponent(confirmation.data.preferencesToken)}`}>Change what you get</Link>
        </p>
      )}
    </LinkOutcome>
  );
}

/** The page a subscription's confirmation link opens. */
export function Component() {
  const [params] = useSearchParams();
  const token = linkTokenOf(params);
  return (
    <div className="page container mail-page">
      <PageHead description="Confirm your subscription to e-mail from Trailside Montessori K-8." />
      <div className="card">
        <h2>Your subscription</h2>
        {token ? (
          <Confirmation token={token} />
        ) : (
          <BrokenLink />
        )}
      </div>
    </div>
  );
}
