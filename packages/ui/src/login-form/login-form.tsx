import { forgotPassword, login } from '@trailside/domain/auth/auth.client';
import { CAPTCHA_CHALLENGE_PATH } from '@trailside/domain/contact/contact.client';
import { CONTACT_MESSAGES } from '@trailside/domain/contact/contact.schema';
import { forgotPasswordSchema, loginSchema } from '@trailside/domain/auth/auth.schema';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import { ApiError, errorMessageOf } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useApi } from '../api/api-provider';
import { Button } from '../button/button';
import { CaptchaWidget, type CaptchaWidgetHandle } from '../captcha/captcha-widget';
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
  /** Where the captcha is fetched from, once the server asks for one: the API's /api/captcha. */
  captchaChallengeUrl?: string;
}

/** The server's codes that mean "solve the captcha (again), then send": asked for after several wrong passwords. */
const CAPTCHA_CODES = ['CAPTCHA_REQUIRED', 'CAPTCHA_USED'];

/** Email then password (spec section 5), with a forgot-password mode that needs only the email. */
export function LoginForm({ onLoggedIn, initialMode = 'login', leadingFields, checkLeadingFields, captchaChallengeUrl = CAPTCHA_CHALLENGE_PATH }: LoginFormProps) {
  const api = useApi();
  const { showMessage } = useMessage();
  const { formRef, check, errorFor, clearErrors } = useFormValidation();
  const [mode, setMode] = useState<LoginFormMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  // Shown once the server asks for it (after several wrong passwords for the address), and kept until signed in.
  const [captchaShown, setCaptchaShown] = useState(false);
  const [altcha, setAltcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const captcha = useRef<CaptchaWidgetHandle>(null);
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
    if (!forgotting && captchaShown && !altcha) return setCaptchaError(CONTACT_MESSAGES.captcha);
    setPending(true);
    try {
      if (forgotting) {
        showMessage(MessageStatus.SUCCESS, (await forgotPassword(api, credentials)).message);
        setMode('login');
      } else {
        onLoggedIn(await login(api, { email: credentials.email, password, ...(altcha ? { altcha } : {}) }));
      }
    } catch (error) {
      if (error instanceof ApiError && CAPTCHA_CODES.includes(error.code)) setCaptchaShown(true);
      showMessage(MessageStatus.ERROR, errorMessageOf(error));
    } finally {
      setPending(false);
      // A solution is accepted once, so the next try needs a fresh one.
      if (altcha) captcha.current?.reset();
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
        limit={textLimitOf(loginSchema.shape.email)}
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
      {captchaShown && !forgotting && (
        <CaptchaWidget
          ref={captcha}
          challengeUrl={captchaChallengeUrl}
          error={captchaError}
          onPayload={(payload) => {
            setAltcha(payload);
            if (payload) setCaptchaError(null);
          }}
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
