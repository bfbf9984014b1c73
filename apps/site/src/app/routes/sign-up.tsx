import type { PageHandle } from '@trailside/domain/site/site-pages';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { returnPathOf } from '../../lib/return-path';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { PageHead } from '../../components/page-head';

export const handle: PageHandle = { title: 'Sign Up', clientOnly: true };

export function Component() {
  const { session, signIn } = useAuth();
  const location = useLocation();

  // A new account is signed in straight away, which also sends the new member home (or back to a consent link).
  if (session) return <Navigate to={returnPathOf(location.state)} replace />;

  return (
    <>
      <PageHead description="Make a Trailside Montessori K-8 account to write a testimonial and join the conversation on our blog." />
      <AuthLayout
        side={
          <>
            <h2>Why make an account?</h2>
            <p>
              With an account you can share a testimonial about your family's time at Trailside and comment on our blog
              posts. Admission itself starts with a visit: <Link to="/contact-us">get in touch</Link> and we will show you
              around.
            </p>
            <p>
              Already have an account? <Link to="/login" state={location.state}>Log in</Link>
            </p>
          </>
        }
      >
        <SignUpForm onSignedUp={signIn} />
      </AuthLayout>
    </>
  );
}
