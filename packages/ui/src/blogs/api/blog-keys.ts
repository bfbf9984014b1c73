const all = ['blogs'] as const;

/** Query keys of the posts (the spec's local cache "blogs"): the paged list, each post and the recent widgets. */
export const blogKeys = {
  all,
  list: () => [...all, 'list'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  recent: (limit: number) => [...all, 'recent', limit] as const,
};
