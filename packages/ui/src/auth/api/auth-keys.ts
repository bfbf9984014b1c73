const all = ['auth'] as const;

/** Query keys of who is signed in: the server's word on the session's own account. */
export const authKeys = {
  all,
  me: () => [...all, 'me'] as const,
};
