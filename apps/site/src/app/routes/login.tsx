import type { PageHandle } from '@trailside/domain/site/site-pages';
import { AUTH_SUCCESS } from '@trailside/domain/auth/auth.messages';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { LoginForm } from '@trailside/ui/login-form/login-form';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { PageHead } from '../../components/page-head';
import { returnPathOf } from '../../lib/return-path';

export const handle: PageHandle = { title: 'Login', clientOnly: true };

export function Component() {
  const { session, signIn } = useAuth();
  const { showMessage } = useMessage();
  const location = useLocation();
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'forgot' ? 'forgot' : 'login';

  // Spec section 2: signed-in visitors go home, or back to the admin page if that is where they came from (and
  // likewise to My account, or to a parent's consent link, when those sent them here).
  if (session) return <Navigate to={returnPathOf(location.state)} replace />;

  return (
    <>
      <PageHead description="Sign in to write a testimonial and join the conversation on the Trailside Montessori K-8 blog." />
      <AuthLayout
        side={
          <>
            <h2>New to Trailside?</h2>
            <p>
              Parents, teachers and students can make an account to write a testimonial and join the conversation on our
              blog.
            </p>
            <p>
              <Link to="/sign-up">Sign up here</Link>
            </p>
          </>
        }
      >
        <LoginForm
          key={mode}
          initialMode={mode}
          onLoggedIn={(response) => {
            signIn(response);
            showMessage(MessageStatus.SUCCESS, AUTH_SUCCESS.loggedIn);
          }}
        />
      </AuthLayout>
    </>
  );
}

