const all = ['notices'] as const;

/** Query keys of the notices: those running now (the banner) and the staff's list of all of them. */
export const noticeKeys = {
  all,
  current: () => [...all, 'current'] as const,
  everything: () => [...all, 'all'] as const,
};
