const all = ['users'] as const;

/** Query keys of user accounts (staff only; never persisted). */
export const userKeys = {
  all,
  list: () => [...all, 'list'] as const,
};
