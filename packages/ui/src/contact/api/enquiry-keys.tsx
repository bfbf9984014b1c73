const all = ['enquiries'] as const;

/** Query keys of the enquiries (staff only; never persisted). */
export const enquiryKeys = {
  all,
  list: () => [...all, 'list'] as const,
};
