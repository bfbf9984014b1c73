/**
 * After this many wrong passwords for one address, each further try needs the captcha solved, until
 * FAILED_LOGIN_MEMORY_MINUTES pass without a wrong one (or someone signs in). Never a lock-out: the right password
 * with the captcha always signs in, so nobody can keep an owner out of their own account.
 */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_MEMORY_MINUTES = 15;

/** What is known of one address before a password is checked for it. */
export interface LoginAttemptState {
  /** When each earlier wrong password was tried for the address, in any order; old ones are ignored. */
  failedAt: readonly Date[];
}

/** How a password try for an address is to be treated at `now`. */
export interface LoginAttempt {
  /** The wrong passwords that still count: those of the last FAILED_LOGIN_MEMORY_MINUTES. */
  recentFailures: number;
  /** Whether the password may be checked only with the captcha solved. The right one is never refused with it. */
  captchaRequired: boolean;
  /** Wrong passwords tried at or before this moment no longer count, so they may be forgotten. */
  forgetUpTo: Date;
}

/**
 * The sign-in lock-out, as one rule: given the wrong passwords tried for an address before, whether this try needs
 * the captcha. The rule is the same for an address nobody has, so answers never tell who has an account; and it
 * asks for the captcha instead of refusing, so nobody can lock an owner out.
 */
export function loginAttempt({ failedAt }: LoginAttemptState, now: Date): LoginAttempt {
  const forgetUpTo = new Date(now.getTime() - FAILED_LOGIN_MEMORY_MINUTES * 60_000);
  const recentFailures = failedAt.filter((moment) => moment.getTime() > forgetUpTo.getTime()).length;
  return { recentFailures, captchaRequired: recentFailures >= MAX_FAILED_LOGINS, forgetUpTo };
}
