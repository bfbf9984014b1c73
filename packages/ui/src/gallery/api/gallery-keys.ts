const all = ['gallery'] as const;

/** Query keys of the gallery (the spec's local cache "gallery"): the paged lists, the group counts and the home widget. */
export const galleryKeys = {
  all,
  list: (filter: { groupLabel: string | null; limit: number }) => [...all, 'list', filter] as const,
  groups: () => [...all, 'groups'] as const,
  widget: (limit: number) => [...all, 'widget', limit] as const,
};
