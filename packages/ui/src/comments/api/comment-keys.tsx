const all = ['comments'] as const;

/** Query keys of comments: one list per post ("blogs/{id}") or comment (its docPath), per viewer. */
export const commentKeys = {
  all,
  /** Who is asking is part of the key: authors and staff see comments visitors do not. */
  list: (parentDocPath: string, viewerId: string | null) => [...all, parentDocPath, viewerId] as const,
};
