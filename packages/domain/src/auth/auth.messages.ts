/** Texts the front ends show after auth calls; the first two are the spec's own (section 8). */
export const AUTH_SUCCESS = {
  loggedIn: 'Successfully logged in!!',
  loggedOut: 'User successfully logged out',
  resetMailed: 'Password reset instructions have been emailed to you.',
  passwordChanged: 'Your password has been changed. You can now log in with your new password.',
} as const;

/** How long a password-reset link stays valid, from the moment its mail is sent. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** While the mail server is down, a reset request waits this long to be mailed; after that nobody is waiting for it. */
export const RESET_REQUEST_WAIT_HOURS = 24;

/** After a reset mail went to an address, asking again within this time mails nothing more. */
export const RESET_MAIL_COOLDOWN_MINUTES = 5;

/** What the API answers when signing in or resetting a password cannot be done. */
export const AUTH_ERRORS = {
  credentials: 'That email and password do not match an account. Please check them and try again.',
  captchaRequired:
    'Several wrong passwords have been tried for this account, so to keep it safe we need to check you are not a robot. Please tick the box below, then log in again.',
  tokenUnknown: 'This reset link is not valid. Please ask for a new one from the login page.',
  tokenUsed: 'This reset link has already been used. Please ask for a new one from the login page.',
  tokenExpired: 'This reset link has expired. Please ask for a new one from the login page.',
} as const;

/** The password-reset mail, paragraph by paragraph; the API lays it out as text and as HTML. */
export const PASSWORD_RESET_MAIL = {
  subject: 'Reset your Trailside Montessori password',
  /** By name only when greetingNameFor allows it. */
  greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  asked: 'Someone (we hope you) asked to reset the password of your Trailside Montessori account.',
  openLink: `To choose a new password, open this link within ${RESET_TOKEN_TTL_MINUTES} minutes:`,
  linkText: 'Choose a new password',
  once: 'The link works once. If you did not ask for this, you can ignore this email; your password stays as it is.',
  signOff: ['Warmly,', 'Trailside Montessori K-8'],
} as const;

/** Spec section 8: a refused create signs the user out and says why, e.g. "Authorization failed: Please log in again". */
export const authorizationFailedMessage = (reason: string) => `Authorization failed: ${reason}`;
