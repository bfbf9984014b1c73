/** Texts the front ends show after auth calls; the first two are the spec's own (section 8). */
export const AUTH_SUCCESS = {
  loggedIn: 'Successfully logged in!!',
  loggedOut: 'User successfully logged out',
  resetMailed: 'Password reset instructions have been emailed to you.',
  /** Instead of resetMailed when the mail server could not be reached: the request waits in the outbox. */
  resetDelayed:
    'We could not send the e-mail just now, but your request is saved: if an account uses this address, the reset instructions will be e-mailed to you automatically as soon as our mail server is back.',
  passwordChanged: 'Your password has been changed. You can now log in with your new password.',
} as const;

/** How long a password-reset link stays valid, from the moment its mail is sent. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** While the mail server is down, a reset request waits this long to be mailed; after that nobody is waiting for it. */
export const RESET_REQUEST_WAIT_HOURS = 24;

/** The text to show for a forgot-password answer: the spec's text only when the mail really went out. */
export const forgotPasswordAnswerText = (answer: { mailed: boolean }): string => (answer.mailed ? AUTH_SUCCESS.resetMailed : AUTH_SUCCESS.resetDelayed);

/** After this many wrong passwords in a row, the account waits LOCK_MINUTES before it can be tried again. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

/** What the API answers when signing in or resetting a password cannot be done. */
export const AUTH_ERRORS = {
  credentials: 'That email and password do not match an account. Please check them and try again.',
  locked: `Too many wrong passwords in a row. Please wait ${LOCK_MINUTES} minutes and try again, or reset your password.`,
  tokenUnknown: 'This reset link is not valid. Please ask for a new one from the login page.',
  tokenUsed: 'This reset link has already been used. Please ask for a new one from the login page.',
  tokenExpired: 'This reset link has expired. Please ask for a new one from the login page.',
} as const;

/** The password-reset mail, paragraph by paragraph; the API lays it out as text and as HTML. */
export const PASSWORD_RESET_MAIL = {
  subject: 'Reset your Trailside Montessori password',
  greeting: (name: string) => `Hello ${name},`,
  asked: 'Someone (we hope you) asked to reset the password of your Trailside Montessori account.',
  openLink: `To choose a new password, open this link within ${RESET_TOKEN_TTL_MINUTES} minutes:`,
  linkText: 'Choose a new password',
  once: 'The link works once. If you did not ask for this, you can ignore this email; your password stays as it is.',
  signOff: ['Warmly,', 'Trailside Montessori K-8'],
} as const;

/** Spec section 8: a refused create signs the user out and says why, e.g. "Authorization failed: Please log in again". */
export const authorizationFailedMessage = (reason: string) => `Authorization failed: ${reason}`;
