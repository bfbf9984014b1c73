import { forgotPassword, login } from '@trailside/domain/auth/auth.client';
import { forgotPasswordAnswerText } from '@trailside/domain/auth/auth.messages';
import { forgotPasswordSchema, loginSchema } from '@trailside/domain/auth/auth.schema';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useApi } from '../api/api-provider';
import { Button } from '../button/button';
import { TextField } from '../form-field/text-field';
import { useFormValidation } from '../form-field/use-form-validation';
import { useMessage } from '../message-banner/message-provider';
import { Spinner } from '../spinner/spinner';
import './login-form.css';

export type LoginFormMode = 'login' | 'forgot';

interface LoginFormProps {
  /** Called with the server's answer; the app decides whether to keep the session and where to go. */
  onLoggedIn: (response: AuthResponse) => void;
  initialMode?: LoginFormMode;
  /** Fields above the email that the app owns, such as the staff console's server address. */
  leadingFields?: ReactNode;
  /** Checks the leading fields first on submit, before any request; false stops (the app shows why). */
  checkLeadingFields?: () => boolean | Promise<boolean>;
}

/** Email then password (spec section 5), with a forgot-password mode that needs only the email. */
export function LoginForm({ onLoggedIn, initialMode = 'login', leadingFields, checkLeadingFields }: LoginFormProps) {
  const api = useApi();
  const { showMessage } = useMessage();
  const { formRef, check, errorFor, clearErrors } = useFormValidation();
  const [mode, setMode] = useState<LoginFormMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const headingId = useId();
  const forgotting = mode === 'forgot';

  const switchMode = (next: LoginFormMode) => {
    clearErrors();
    setMode(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (checkLeadingFields) {
      setPending(true);
      try {
        if (!(await checkLeadingFields())) return clearErrors();
      } finally {
        setPending(false);
      }
    }
    const credentials = forgotting ? check(forgotPasswordSchema, { email }) : check(loginSchema, { email, password });
    if (!credentials) return;
    setPending(true);
    try {
      if (forgotting) {
        // The spec's "emailed to you" only when the mail went out; otherwise that the request waits for the mail server.
        showMessage(MessageStatus.SUCCESS, forgotPasswordAnswerText(await forgotPassword(api, credentials)));
        setMode('login');
      } else {
        onLoggedIn(await login(api, { email: credentials.email, password }));
      }
    } catch (error) {
      showMessage(MessageStatus.ERROR, errorMessageOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className="login-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="login-form__heading">
        {forgotting ? 'Reset your password' : 'Log in'}
      </h2>
      {forgotting && (
        <p className="login-form__intro">Enter the email you signed up with and we will send you a link to choose a new password.</p>
      )}
      {leadingFields}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errorFor('email')}
      />
      {!forgotting && (
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errorFor('password')}
        />
      )}
      <div className="login-form__actions">
        <Button type="submit" disabled={pending}>
          {forgotting ? 'Email me a reset link' : 'Log in'}
        </Button>
        <Button variant="link" onClick={() => switchMode(forgotting ? 'login' : 'forgot')}>
          {forgotting ? 'Back to log in' : 'Forgot your password?'}
        </Button>
      </div>
      {pending && <Spinner label={forgotting ? 'Sending the link' : 'Logging in'} />}
    </form>
  );
}
