const all = ['blogs'] as const;

/** Query keys of the posts (the spec's local cache "blogs"): the paged list, each post, the recent widgets and the archive's years. */
export const blogKeys = {
  all,
  list: () => [...all, 'list'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  /** The newest posts' titles, to choose one from; under the list's key, so a change to a post resets it with the list. */
  titles: (limit: number) => [...all, 'list', 'titles', limit] as const,
  recent: (limit: number) => [...all, 'recent', limit] as const,
  /** A page of one year of the archive; `newest` for the archive's own address. */
  archive: (year: number | 'newest', page: number) => [...all, 'archive', year, page] as const,
};
