import { isAdmin } from '@trailside/domain/users/access-level';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { BrandMark } from '@trailside/ui/brand-mark/brand-mark';
import { SignInPanel } from './sign-in-panel';
import { SignedInPanel } from './signed-in-panel';

export function ConsoleShell() {
  const { session } = useAuth();
  // SignInPanel only keeps staff sessions; the check here makes sure nothing else can open the console.
  const staff = session !== null && isAdmin(session.authUser.accessLevel);
  return (
    <div className="console">
      <header className="console__header">
        <BrandMark size={40} />
        <p className="console__name">Trailside Staff Console</p>
      </header>
      <main className="console__main">{staff ? <SignedInPanel session={session} /> : <SignInPanel />}</main>
      <footer className="console__footer">
        <p>
          Connected to {window.api.apiUrl} · version {window.api.version}
        </p>
      </footer>
    </div>
  );
}
