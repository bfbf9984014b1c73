import type { PageHandle } from '@trailside/domain/site/site-pages';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { canHaveChildren } from '@trailside/domain/account/children.rules';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { myAccountQueryOptions, useMyAccount } from '@trailside/ui/account/api/get-my-account';
import { sessionsQueryOptions } from '@trailside/ui/account/api/get-sessions';
import { consentRequestsForMeQueryOptions } from '@trailside/ui/account/api/get-consent-requests-for-me';
import { myMailPreferencesQueryOptions } from '@trailside/ui/mail/api/get-my-mail-preferences';
import { myFamilyQueryOptions } from '@trailside/ui/admissions/api/get-my-family';
import { Navigate, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { quietly, siteOf } from '../site-context';
import { ChildConsentStatusCard } from '../../features/account/components/child-consent-status';
import { ChildrenSection } from '../../features/account/components/children-section';
import { ConsentRequestsSection } from '../../features/account/components/consent-requests-section';
import { DataSection } from '../../features/account/components/data-section';
import { DetailsForm } from '../../features/account/components/details-form';
import { PasswordForm } from '../../features/account/components/password-form';
import { SessionsSection } from '../../features/account/components/sessions-section';
import { TwoStepSection } from '../../features/account/components/two-step-section';
import { MyMail } from '../../features/mail/components/my-mail';
import { MyFamilySection } from '../../features/admissions/families/my-family-section';
import '../../features/account/components/account.css';

export const handle: PageHandle = { title: 'My Account', clientOnly: true, needs: 'an account' };

/**
 * The person's account, sign-ins and e-mail choices, in the cache before the page draws. Only in the browser, for whoever is
 * signed in there: the server renders this page for nobody (its handle is clientOnly) and never asks for it.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, viewerId, onServer } = siteOf(args);
  const viewer = viewerId();
  if (onServer || viewer === null) return null;
  await Promise.all([
    quietly(queryClient.ensureQueryData(myAccountQueryOptions(api))),
    quietly(queryClient.ensureQueryData(sessionsQueryOptions(api))),
    quietly(queryClient.ensureQueryData(consentRequestsForMeQueryOptions(api))),
    quietly(queryClient.ensureQueryData(myMailPreferencesQueryOptions(api, viewer))),
    quietly(queryClient.ensureQueryData(myFamilyQueryOptions(api))),
  ]);
  return null;
}

/**
 * My account: one signed-in person's details, e-mail, password, two-step sign-in, sign-ins, children (and those waiting
 * for their agreement) and data. Drawn by the browser only.
 */
export function Component() {
  const { session } = useAuth();
  const account = useMyAccount(session !== null);
  if (!session) return <Navigate to="/login" replace state={{ from: '/account' }} />;

  const head = <PageHead description="Your Trailside Montessori K-8 account: your details, password, sign-ins and data." noIndex />;
  if (!account.data) {
    return (
      <div className="page container">
        {head}
        {account.isError ? <p role="alert">We could not load your account: {errorMessageOf(account.error)}</p> : <Spinner label="Loading your account" />}
      </div>
    );
  }
  const { user, twoStep, children, parent, consentRequest } = account.data;
  return (
    <div className="page container account">
      {head}
      {parent && (
        <p className="card">
          Your account is looked after by {parent.name}. Others see only your first name, {user.fname}.
        </p>
      )}
      {consentRequest && <ChildConsentStatusCard status={consentRequest} />}
      <ConsentRequestsSection />
      <div className="card">
        <DetailsForm key={user.updatedAt} user={user} own />
      </div>
      <div className="card">
        <MyMail />
      </div>
      <div className="card">
        <PasswordForm userId={user.id} />
      </div>
      <div className="card">
        <TwoStepSection state={twoStep} />
      </div>
      <div className="card">
        <SessionsSection />
      </div>
      <MyFamilySection />
      {canHaveChildren(user) && (
        <div className="card">
          <ChildrenSection children={children} />
        </div>
      )}
      <div className="card">
        <DataSection userId={user.id} />
      </div>
    </div>
  );
}
