import { AUTH_SUCCESS } from '@trailside/domain/auth/auth.messages';
import { MessageStatus } from '@trailside/domain/messages/message';
import { isStaff } from '@trailside/domain/users/access-level';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { BrandMark } from '@trailside/ui/brand-mark/brand-mark';
import { Button } from '@trailside/ui/button/button';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { useConsoleSession } from '../console-session';

export function ConsoleHeader() {
  const { session } = useAuth();
  const { signOut } = useConsoleSession();
  const { showMessage } = useMessage();

  const signOutNow = () => {
    signOut();
    showMessage(MessageStatus.SUCCESS, AUTH_SUCCESS.loggedOut);
  };

  return (
    <header className="console__header">
      <BrandMark size={40} />
      <p className="console__name">Trailside Staff Console</p>
      {session && isStaff(session.authUser.accessLevel) && (
        <div className="console__user">
          <p>
            Signed in as <strong>{session.authUser.displayName}</strong>
          </p>
          <Button variant="secondary" onClick={signOutNow}>
            Sign out
          </Button>
        </div>
      )}
    </header>
  );
}
