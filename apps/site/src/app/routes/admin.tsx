import type { PageHandle } from '@trailside/domain/site/site-pages';
import { isStaff } from '@trailside/domain/users/access-level';
import { useActor } from '@trailside/ui/auth/use-actor';
import { buttonClassName } from '@trailside/ui/button/button';
import { CreateUserForm } from '@trailside/ui/user-fields/create-user-form';
import { Link, Navigate } from 'react-router-dom';
import { useSiteDetails } from '../../config/use-site-details';
import { UrlShortener } from '../../features/short-urls/components/url-shortener';
import { PageHead } from '../../components/page-head';

export const handle: PageHandle = { title: 'Admin', clientOnly: true, needs: 'an account' };

export function Component() {
  const actor = useActor();
  const details = useSiteDetails();

  // Spec section 2: only for signed-in users; visitors log in first and come back here.
  if (!actor) return <Navigate to="/login" replace state={{ from: '/admin' }} />;

  const head = <PageHead description="Tools for the staff of Trailside Montessori K-8." />;
  if (!isStaff(actor.accessLevel)) {
    return (
      <div className="page container">
        {head}
        <div className="card">
          <h2>This page is for school staff</h2>
          <p>
            Thanks for stopping by! The admin pages are where our staff look after the website. If you work at{' '}
            {details.name} and need access, please ask the school office at <a href={details.emailHref}>{details.email}</a>.
          </p>
          <Link to="/" className={buttonClassName('primary')}>
            Return to Home
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="page container">
      {head}
      <div className="card">
        <CreateUserForm />
      </div>
      <div className="card admin-tool">
        <UrlShortener />
      </div>
    </div>
  );
}
