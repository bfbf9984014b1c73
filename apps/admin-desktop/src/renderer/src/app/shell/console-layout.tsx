import { useQueryClient } from '@tanstack/react-query';
import { isStaff } from '@trailside/domain/users/access-level';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { MessageBanner } from '@trailside/ui/message-banner/message-banner';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useEffect, useRef } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { usePendingCount, usePendingCountPolling } from '../pending-count';
import { useServerAddress } from '../server-address';
import { ConnectionNotice, ConnectionStatus } from './connection-notice';
import { ConsoleHeader } from './console-header';
import { Sidebar } from './sidebar';
import { SignInPanel } from './sign-in-panel';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { useMenuNavigation } from './use-menu-navigation';
import { useSessionCheck } from './use-session-check';
import './console-layout.css';

/** Signed in: the sidebar of views beside the current one. */
function StaffArea() {
  const main = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  const pending = usePendingCount();
  usePendingCountPolling();
  useFocusOnNavigate(main);
  useSessionCheck();
  return (
    <div className="console__body">
      <Sidebar counts={{ inbox: pending }} />
      <main id="main" ref={main} tabIndex={-1} className="console__main">
        <ConnectionNotice />
        <Outlet />
      </main>
      {navigation.state === 'loading' && <Spinner overlay label="Opening the view" />}
    </div>
  );
}

/**
 * The frame of every view. Signed out (or signed in without staff rights), the sign-in panel takes the
 * place of the views but the address stays, so signing in again returns to the view that was open.
 */
export function ConsoleLayout() {
  const { session } = useAuth();
  const { serverUrl } = useServerAddress();
  const queryClient = useQueryClient();
  const staff = session !== null && isStaff(session.authUser.accessLevel);
  useMenuNavigation();

  // What one person loaded is not for the next one to see.
  useEffect(() => {
    if (session === null) queryClient.clear();
  }, [session, queryClient]);

  return (
    <div className="console">
      <ConsoleHeader />
      {staff ? (
        <StaffArea />
      ) : (
        <main id="main" className="console__main console__main--sign-in">
          <SignInPanel />
        </main>
      )}
      {/* The footer is the console's status bar: the connection on the left, messages on the right, where they
          cover nothing of the view above. */}
      <footer className="console__footer">
        <p>
          <ConnectionStatus serverUrl={serverUrl} /> · version {window.api.version}
        </p>
        <MessageBanner />
      </footer>
    </div>
  );
}
