import { AUTH_SUCCESS } from '@trailside/domain/auth/auth.messages';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import { MessageStatus } from '@trailside/domain/messages/message';
import { isAdmin } from '@trailside/domain/users/access-level';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { LoginForm } from '@trailside/ui/login-form/login-form';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { useState } from 'react';

export function SignInPanel() {
  const { signIn } = useAuth();
  const { showMessage } = useMessage();
  const [refusedName, setRefusedName] = useState<string | null>(null);

  const onLoggedIn = (response: AuthResponse) => {
    // The server would refuse a GENERAL user's staff requests anyway; not keeping the token means
    // a parent's session never lingers on a shared office computer.
    if (!isAdmin(response.authUser.accessLevel)) {
      setRefusedName(response.user.fname || response.authUser.displayName);
      return;
    }
    setRefusedName(null);
    signIn(response);
    showMessage(MessageStatus.SUCCESS, AUTH_SUCCESS.loggedIn);
  };

  return (
    <section className="panel" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Welcome to the staff console</h1>
      <p>Sign in with your school account to look after the website.</p>
      {refusedName && (
        <div className="notice" role="alert">
          <p>
            Thank you, {refusedName}. This console is for school staff, so you have not been signed in here. Everything
            for families is on the school website.
          </p>
        </div>
      )}
      <LoginForm onLoggedIn={onLoggedIn} />
    </section>
  );
}
