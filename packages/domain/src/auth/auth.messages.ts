/** Texts the front ends show after auth calls; the first two are the spec's own (section 8). */
export const AUTH_SUCCESS = {
  loggedIn: 'Successfully logged in!!',
  loggedOut: 'User successfully logged out',
  resetMailed: 'Password reset instructions have been emailed to you.',
  passwordChanged: 'Your password has been changed. You can now log in with your new password.',
} as const;

/** How long a password-reset link stays valid. */
export const RESET_TOKEN_TTL_MINUTES = 60;

/** Spec section 8: a refused create signs the user out and says why, e.g. "Authorization failed: Please log in again". */
export const authorizationFailedMessage = (reason: string) => `Authorization failed: ${reason}`;
