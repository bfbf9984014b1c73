import { errorMessageOf } from '@trailside/domain/api/errors';
import { getHealth } from '@trailside/domain/api/health.client';
import { AUTH_SUCCESS } from '@trailside/domain/auth/auth.messages';
import { CAPTCHA_CHALLENGE_PATH } from '@trailside/domain/contact/contact.client';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import { MessageStatus } from '@trailside/domain/messages/message';
import { isStaff } from '@trailside/domain/users/access-level';
import { ApiProvider, useApi } from '@trailside/ui/api/api-provider';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { TextField } from '@trailside/ui/form-field/text-field';
import { LoginForm } from '@trailside/ui/login-form/login-form';
import { useMessage } from '@trailside/ui/message-banner/message-provider';
import { useRef, useState } from 'react';
import { parseServerAddress } from '../../../../shared/server-address';
import { useConsoleSession } from '../console-session';
import { useServerAddress } from '../server-address';

/** The captcha of the server being signed in to (asked for after several wrong passwords). */
const captchaChallengeUrlAt = (address: string) => {
  const parsed = parseServerAddress(address);
  return parsed.ok ? `${parsed.origin}${CAPTCHA_CHALLENGE_PATH}` : CAPTCHA_CHALLENGE_PATH;
};

interface ServerLoginFormProps {
  address: string;
  onAddressChange: (address: string) => void;
  onLoggedIn: (response: AuthResponse) => void;
}

/** The login form with the server address on top; it sits inside an ApiProvider pointed at that address. */
function ServerLoginForm({ address, onAddressChange, onLoggedIn }: ServerLoginFormProps) {
  const api = useApi();
  const { remember } = useServerAddress();
  const [addressError, setAddressError] = useState<string | null>(null);
  const field = useRef<HTMLDivElement>(null);

  const showAddressError = (message: string) => {
    setAddressError(message);
    field.current?.querySelector('input')?.focus();
    return false;
  };

  // Checked, then remembered before anything is sent (the main process lets the console reach only the
  // server it remembers), then asked whether it is there, so a mistyped address says so plainly.
  const checkAddress = async () => {
    const parsed = parseServerAddress(address);
    if (!parsed.ok) return showAddressError(parsed.message);
    try {
      await remember(parsed.origin);
    } catch (error) {
      return showAddressError(errorMessageOf(error));
    }
    try {
      await getHealth(api);
    } catch {
      return showAddressError(
        `The school's server did not answer at ${parsed.origin}. Please check the address, or ask whoever looks after the server.`,
      );
    }
    setAddressError(null);
    return true;
  };

  return (
    <LoginForm
      onLoggedIn={onLoggedIn}
      checkLeadingFields={checkAddress}
      captchaChallengeUrl={captchaChallengeUrlAt(address)}
      leadingFields={
        <div ref={field}>
          <TextField
            label="School server address"
            name="serverUrl"
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            required
            value={address}
            onChange={(event) => onAddressChange(event.target.value)}
            error={addressError}
            hint="Where the school's server is, such as http://localhost:3000. The console remembers it."
          />
        </div>
      }
    />
  );
}

export function SignInPanel() {
  const { signIn } = useAuth();
  const { ended } = useConsoleSession();
  const { serverUrl } = useServerAddress();
  const { showMessage } = useMessage();
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const [address, setAddress] = useState(serverUrl);
  const parsed = parseServerAddress(address);

  const onLoggedIn = (response: AuthResponse) => {
    // The server would refuse a GENERAL user's staff requests anyway; not keeping the token means
    // a parent's session never lingers on a shared office computer.
    if (!isStaff(response.authUser.accessLevel)) {
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
      {refusedName ? (
        <div className="notice" role="alert">
          <p>
            Thank you, {refusedName}. This console is for school staff, so you have not been signed in here. Everything
            for families is on the school website.
          </p>
        </div>
      ) : (
        ended && (
          <div className="notice" role="alert">
            <p>Your session has ended. Please sign in again.</p>
          </div>
        )
      )}
      {/* The form talks to the address being typed; it becomes the remembered one when the form is sent. */}
      <ApiProvider baseUrl={parsed.ok ? parsed.origin : serverUrl}>
        <ServerLoginForm address={address} onAddressChange={setAddress} onLoggedIn={onLoggedIn} />
      </ApiProvider>
    </section>
  );
}
