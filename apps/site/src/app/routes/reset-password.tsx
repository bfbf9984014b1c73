import type { PageHandle } from '@trailside/domain/site/site-pages';
import { RESET_TOKEN_TTL_MINUTES } from '@trailside/domain/auth/auth.messages';
import { INVITATION_TTL_DAYS } from '@trailside/domain/users/user.messages';
import { AUTH_MESSAGES } from '@trailside/domain/auth/auth.schema';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { RequestNewLink } from '../../features/auth/components/request-new-link';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { PageHead } from '../../components/page-head';

export const handle: PageHandle = { title: 'Reset Password', clientOnly: true };

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const navigate = useNavigate();

  return (
    <>
      <PageHead description="Choose a new password for your Trailside Montessori K-8 account." />
      <AuthLayout
        side={
          <>
            <h2>About reset links</h2>
            <p>
              Each link in a password reset email works once, for {RESET_TOKEN_TTL_MINUTES} minutes; the link in an
              invitation to a new account, for {INVITATION_TTL_DAYS} days. If yours has run out, ask for a new one.
            </p>
          </>
        }
      >
        {token ? (
          <ResetPasswordForm
            token={token}
            onReset={() => navigate('/login', { replace: true })}
          />
        ) : (
          <>
            <h2>Choose a new password</h2>
            <RequestNewLink problem={AUTH_MESSAGES.resetToken} />
          </>
        )}
      </AuthLayout>
    </>
  );
}
