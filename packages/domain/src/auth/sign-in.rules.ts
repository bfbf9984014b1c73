import { FAILED_LOGIN_MEMORY_MINUTES, MAX_FAILED_LOGINS } from './auth.messages';

/** The wrong passwords tried for one address that still count at `now`: those of the last FAILED_LOGIN_MEMORY_MINUTES. */
export function recentFailures(failedAt: readonly Date[], now: Date): number {
  const since = now.getTime() - FAILED_LOGIN_MEMORY_MINUTES * 60_000;
  return failedAt.filter((moment) => moment.getTime() > since).length;
}

/**
 * Whether a password may be checked for this address only with the captcha solved, given the moments of the wrong
 * passwords tried for it before. The rule is the same for an address nobody has, so answers never tell who has an
 * account; and it never refuses the right password with the captcha solved, so nobody can lock an owner out.
 */
export function signInNeedsCaptcha(failedAt: readonly Date[], now: Date): boolean {
  return recentFailures(failedAt, now) >= MAX_FAILED_LOGINS;
}
