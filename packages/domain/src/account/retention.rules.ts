/** The months an account that has not signed in may be kept: at least one, at most ten years. */
export const MIN_INACTIVE_MONTHS = 1;
export const MAX_INACTIVE_MONTHS = 120;

/** The moment before which an account last seen is past the school's keeping time. */
export function inactiveSince(now: Date, months: number): Date {
  const since = new Date(now.getTime());
  since.setUTCMonth(since.getUTCMonth() - months);
  return since;
}

/**
 * Whether an account is past the keeping time: it last signed in (or, never having signed in, was made) before
 * `months` ago. Such accounts are only listed for staff to review; nothing is removed without a staff decision.
 */
export function isPastKeepingTime(account: { lastSignInAt: Date | null; createdAt: Date }, months: number, now: Date): boolean {
  return (account.lastSignInAt ?? account.createdAt).getTime() < inactiveSince(now, months).getTime();
}
