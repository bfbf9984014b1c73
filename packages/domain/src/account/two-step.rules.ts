import { type AccessLevel, isGod, isStaff } from '../users/access-level';

/** RFC 6238 as every authenticator app reads it: six digits, a new code every 30 seconds, SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code from the step before or after the server's is accepted too: phones' clocks drift. */
export const TOTP_WINDOW_STEPS = 1;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Trailside Montessori';

/** One-time codes for when the phone is lost: ten, shown once, kept only as hashes. */
export const RECOVERY_CODE_COUNT = 10;

/** The second step's own limit: this many wrong codes within SECOND_STEP_LOCK_MINUTES pause it for that long. */
export const MAX_WRONG_CODES = 5;
export const SECOND_STEP_LOCK_MINUTES = 15;

/** How long the password step's ticket lasts while the person finds their phone. */
export const SECOND_STEP_TICKET_MINUTES = 10;

/** What the school's account settings decide for everyone (site setting, staff only). */
export interface AccountPolicy {
  /** Whether ADMIN and GOD accounts must sign in with a second step; off on a fresh install. */
  twoStepRequiredForStaff: boolean;
  /** Accounts that have not signed in for this many months are listed for staff to review. */
  inactiveAccountMonths: number;
}

export const DEFAULT_ACCOUNT_POLICY: AccountPolicy = { twoStepRequiredForStaff: false, inactiveAccountMonths: 24 };

/** Whether this account must have a second step before anything else works. */
export function twoStepRequiredFor(accessLevel: AccessLevel, policy: Pick<AccountPolicy, 'twoStepRequiredForStaff'>): boolean {
  return policy.twoStepRequiredForStaff && isStaff(accessLevel);
}

/** Why a second factor may not be removed, or null when it may. */
export type SecondFactorRefusal = 'last-god' | 'required';

/**
 * Whether a second factor may come off: its owner turning it off, or someone resetting it (who may reset someone
 * else's is the access table's `user.resetTwoStep`). The last GOD's stays on whoever asks (they can move it to a new
 * phone by setting it up again), and while the school requires it for staff, a staff member cannot turn their own off.
 */
export function secondFactorRemovalRefusal(
  actor: { id: string },
  target: { id: string; accessLevel: AccessLevel },
  godCount: number,
  policy: Pick<AccountPolicy, 'twoStepRequiredForStaff'>,
): SecondFactorRefusal | null {
  if (isGod(target.accessLevel) && godCount <= 1) return 'last-god';
  if (actor.id === target.id && twoStepRequiredFor(target.accessLevel, policy)) return 'required';
  return null;
}

/** The time steps a code typed at `now` may belong to: the current one and TOTP_WINDOW_STEPS either side. */
export function stepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * Whether a code that matched time step `step` may be used: only a step later than the last one used, so a code
 * seen over someone's shoulder (or sent twice) is refused.
 */
export function isFreshStep(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}

/** When the second step opens again after the wrong codes at `failedAt`, or null while it is open. */
export function secondStepLockedUntil(failedAt: readonly Date[], now: Date): Date | null {
  const since = now.getTime() - SECOND_STEP_LOCK_MINUTES * 60_000;
  const recent = failedAt.map((moment) => moment.getTime()).filter((time) => time > since).sort((a, b) => a - b);
  if (recent.length < MAX_WRONG_CODES) return null;
  return new Date(recent[recent.length - MAX_WRONG_CODES] + SECOND_STEP_LOCK_MINUTES * 60_000);
}

/** A recovery code as typed: any case, spaces or dashes anywhere. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

/** A recovery code as shown: two groups of five, easier to copy by hand. */
export function formatRecoveryCode(code: string): string {
  const plain = normalizeRecoveryCode(code);
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}
