import { forgotPassword, login } from '@trailside/domain/auth/auth.client';
import { CAPTCHA_CHALLENGE_PATH } from '@trailside/domain/contact/contact.client';
import { CONTACT_MESSAGES } from '@trailside/domain/contact/contact.schema';
import { forgotPasswordSchema, loginSchema } from '@trailside/domain/auth/auth.schema';
import { textLimitOf } from '@trailside/domain/validation/text-limit';
import type { AuthResponse } from '@trailside/domain/auth/auth.types';
import { ApiError, errorMessageOf } from '@trailside/domain/api/errors';
import { MessageStatus } from '@trailside/domain/messages/message';
import { confirmRequiredSetup, startRequiredSetup, submitSecondStep } from '@trailside/domain/account/account.client';
import { TWO_STEP_TEXT } from '@trailside/domain/account/account.messages';
import { secondStepSchema } from '@trailside/domain/account/account.schema';
import { isSecondStep, type SecondStepChallenge } from '@trailside/domain/account/account.types';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CodeField } from '../two-step/code-field';
import { TwoStepSetup } from '../two-step/two-step-setup';
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
  // The password step passed for an account that signs in in two steps: the code step (or the required set-up).
  const [challenge, setChallenge] = useState<SecondStepChallenge | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  // A staff member's required set-up signs them in with its last code; they see their recovery codes first.
  const [setUp, setSetUp] = useState<AuthResponse | null>(null);

  const startOver = () => {
    clearErrors();
    setChallenge(null);
    setCode('');
    setRecovery(false);
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !challenge) return;
    const step = check(secondStepSchema, { ticket: challenge.ticket, ...(recovery ? { recoveryCode: code } : { code }) });
    if (!step) return;
    setPending(true);
    try {
      onLoggedIn(await submitSecondStep(api, step));
    } catch (error) {
      // A ticket that has run out means starting again from the password.
      if (error instanceof ApiError && error.code === 'TICKET_INVALID') startOver();
      showMessage(MessageStatus.ERROR, errorMessageOf(error));
    } finally {
      setPending(false);
    }
  };

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
        const answer = await login(api, { email: credentials.email, password, ...(altcha ? { altcha } : {}) });
        if (isSecondStep(answer)) setChallenge(answer);
        else onLoggedIn(answer);
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

  if (challenge?.secondStep === 'setup') {
    return (
      <div className="login-form">
        <h2 className="login-form__heading">Set up two-step sign-in</h2>
        <p className="login-form__intro">{TWO_STEP_TEXT.setupRequired}</p>
        <TwoStepSetup
          askPassword={false}
          start={() => startRequiredSetup(api, challenge.ticket)}
          confirm={async (first) => {
            // The codes are shown once and never kept with the session.
            const { recoveryCodes, ...signedIn } = await confirmRequiredSetup(api, { ticket: challenge.ticket, code: first });
            setSetUp(signedIn);
            return recoveryCodes;
          }}
          onDone={() => setUp && onLoggedIn(setUp)}
          onCancel={startOver}
        />
      </div>
    );
  }

  if (challenge) {
    return (
      <form ref={formRef} className="login-form" onSubmit={submitCode} noValidate aria-labelledby={headingId}>
        <h2 id={headingId} className="login-form__heading">
          Two-step sign-in
        </h2>
        <p className="login-form__intro">{recovery ? TWO_STEP_TEXT.recoveryIntro : TWO_STEP_TEXT.codeIntro}</p>
        <CodeField key={String(recovery)} recovery={recovery} value={code} onChange={setCode} error={errorFor(recovery ? 'recoveryCode' : 'code')} />
        <div className="login-form__actions">
          <Button type="submit" disabled={pending}>
            Log in
          </Button>
          <Button
            variant="link"
            onClick={() => {
              clearErrors();
              setCode('');
              setRecovery(!recovery);
            }}
          >
            {recovery ? 'Use a code from my app' : 'Use a recovery code instead'}
          </Button>
          <Button variant="link" onClick={startOver}>
            Back to log in
          </Button>
        </div>
        {pending && <Spinner label="Checking the code" />}
      </form>
    );
  }

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
