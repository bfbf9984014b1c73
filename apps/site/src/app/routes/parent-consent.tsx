import type { PageHandle } from '@trailside/domain/site/site-pages';
import { PARENT_CONSENT_TEXT } from '@trailside/domain/account/account.messages';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { consentRequestQueryOptions, useConsentRequest } from '@trailside/ui/account/api/get-consent-request';
import { useGiveConsent } from '@trailside/ui/account/api/give-consent';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { Link, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: "Your Child's Account", clientOnly: true, needs: 'an account' };

/** Whose account the link is about, in the cache before the page draws; only in the browser, so the link's token never reaches the server's renderer. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, onServer } = siteOf(args);
  const token = new URL(args.request.url).searchParams.get('token');
  if (!onServer && token) await quietly(queryClient.ensureQueryData(consentRequestQueryOptions(api, token)));
  return null;
}

/** The page a parent's consent mail links to: what the school keeps and shows, then "I agree" once signed in with that e-mail. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const location = useLocation();
  const { session } = useAuth();
  const request = useConsentRequest(token);
  const consent = useGiveConsent();
  const here = `${location.pathname}${location.search}`;

  let body;
  if (!token || request.isError) {
    body = <p role="alert">{request.isError ? errorMessageOf(request.error) : 'This link is incomplete. Please open the link from your email again.'}</p>;
  } else if (!request.data) {
    body = <Spinner label="Loading" />;
  } else if (request.data.given || consent.isSuccess) {
    body = (
      <p>
        Thank you. {request.data.childName}'s account is linked to yours: you can see it, change it or delete it from <Link to="/account">My account</Link>.
      </p>
    );
  } else {
    const { childName, parentEmail } = request.data;
    body = (
      <>
        <p>{childName} has made an account on our website and named you as their parent.</p>
        <p>{PARENT_CONSENT_TEXT.keep}</p>
        <p>{PARENT_CONSENT_TEXT.manage}</p>
        {session ? (
          <Button onClick={() => consent.mutate(token)} disabled={consent.isPending}>
            I agree to {childName}'s account
          </Button>
        ) : (
          <p>
            To agree, please <Link to="/login" state={{ from: here }}>log in</Link> or <Link to="/sign-up" state={{ from: here }}>sign up</Link> with {parentEmail}, then come back to this page.
          </p>
        )}
      </>
    );
  }

  return (
    <div className="page container">
      <PageHead description="A parent's agreement to their child's Trailside Montessori K-8 account." noIndex />
      <div className="card">
        <h2>Your child's account</h2>
        {body}
      </div>
    </div>
  );
}
