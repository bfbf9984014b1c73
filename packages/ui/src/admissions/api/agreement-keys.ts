const all = ['agreements'] as const;

/** Query keys of the enrolment agreement: staff's template and list, and a guardian's link (never persisted). */
export const agreementKeys = {
  all,
  template: () => [...all, 'template'] as const,
  list: () => [...all, 'list'] as const,
  toSign: (token: string) => [...all, 'to-sign', token] as const,
};
