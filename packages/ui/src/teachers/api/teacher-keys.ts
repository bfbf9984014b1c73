const all = ['teachers'] as const;

/** Query keys of the teachers (the spec's local cache "teachers"): the list, and each teacher by id. */
export const teacherKeys = {
  all,
  list: () => all,
  detail: (id: string) => [...all, id] as const,
};
