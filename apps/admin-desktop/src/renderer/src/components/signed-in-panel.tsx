import { AUTH_SUCCESS } from '@trailside/domain/auth/auth.messages';
import { MessageStatus } from '@trailside/domain/messages/message';
import { ACCESS_LEVEL_NAMES } from '@trailside/domain/users/access-level';
import { useAuth, type Session } from '@trailside/ui/auth/auth-provider';
import { Button } from '@trailside/ui/button/button';
import { useMessage } from '@trailside/ui/message-banner/message-provider';

export function SignedInPanel({ session }: { session: Session }) {
  const { signOut } = useAuth();
  const { showMessage } = useMessage();
  const { displayName, email, accessLevel } = session.authUser;

  const signOutNow = () => {
    signOut();
    showMessage(MessageStatus.SUCCESS, AUTH_SUCCESS.loggedOut);
  };

  return (
    <section className="panel" aria-labelledby="signed-in-title">
      <h1 id="signed-in-title">Signed in as {displayName}</h1>
      <dl className="facts">
        <div>
          <dt>Email</dt>
          <dd>{email}</dd>
        </div>
        <div>
          <dt>Access level</dt>
          <dd>
            {ACCESS_LEVEL_NAMES[accessLevel]} ({accessLevel})
          </dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={signOutNow}>
        Sign out
      </Button>
    </section>
  );
}
