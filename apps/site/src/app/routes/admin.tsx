import { isAdmin } from '@trailside/domain/users/access-level';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { buttonClassName } from '@trailside/ui/button/button';
import { Link, Navigate } from 'react-router-dom';
import { useSiteDetails } from '../../config/use-site-details';
import { UrlShortener } from '../../features/short-urls/components/url-shortener';
import { CreateUserForm } from '../../features/users/components/create-user-form';

export function Component() {
  const { session } = useAuth();
  const details = useSiteDetails();

  // Spec section 2: only for signed-in users; visitors log in first and come back here.
  if (!session) return <Navigate to="/login" replace state={{ from: '/admin' }} />;

  if (!isAdmin(session.authUser.accessLevel)) {
    return (
      <div className="page container">
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
      <div className="card">
        <CreateUserForm actor={{ id: session.authUser.id, accessLevel: session.authUser.accessLevel }} />
      </div>
      <div className="card admin-tool">
        <UrlShortener />
      </div>
    </div>
  );
}
