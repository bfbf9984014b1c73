import type { PageHandle } from '@trailside/domain/site/site-pages';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { emailVerificationQueryOptions, useEmailVerification } from '@trailside/ui/mail/api/verify-email';
import { BrokenLink, LinkOutcome, linkTokenOf } from '../../features/mail/components/link-outcome';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Verify Email', clientOnly: true, needs: 'a link' };

/** Following an account's verification link verifies the address: the loader asks the API, once per link. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  const token = linkTokenOf(new URL(args.request.url).searchParams);
  if (token) await quietly(queryClient.ensureQueryData(emailVerificationQueryOptions(api, token)));
  return null;
}

function Verification({ token }: { token: string }) {
  const verification = useEmailVerification(token);
  return (
    <LinkOutcome busyLabel="Verifying your address" pending={verification.isPending} error={verification.error} message={verification.data?.message}>
      <p>
        <Link to="/subscribe">Choose what we send you</Link>
      </p>
    </LinkOutcome>
  );
}

/** The page an account's verification link opens. */
export function Component() {
  const [params] = useSearchParams();
  const token = linkTokenOf(params);
  return (
    <div className="page container mail-page">
      <PageHead description="Verify your e-mail address for your Trailside Montessori K-8 account." />
      <div className="card">
        <h2>Your e-mail address</h2>
        {token ? (
          <Verification token={token} />
        ) : (
          <BrokenLink />
        )}
      </div>
    </div>
  );
}
