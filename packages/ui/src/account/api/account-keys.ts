const all = ['account'] as const;

/** Query keys of the signed-in person's own account (never persisted; dropped on sign-out). */
export const accountKeys = {
  all,
  mine: [...all, 'mine'] as const,
  sessions: [...all, 'sessions'] as const,
  consent: (token: string) => [...all, 'consent', token] as const,
  /** The children's sign-ups waiting for this account's answer. */
  consentRequests: [...all, 'consent-requests'] as const,
  /** Staff: the account settings and the accounts past the keeping time. */
  policy: [...all, 'policy'] as const,
  inactive: [...all, 'inactive'] as const,
};
