import type { FamiliesQueryInput, FamilyQueryInput } from '@trailside/domain/admissions/families.schema';

const all = ['families'] as const;

/** Query keys of the family record (never persisted): the staff's board and families, and the signed-in guardian's own. */
export const familyKeys = {
  all,
  board: [...all, 'board'] as const,
  list: (query: FamiliesQueryInput) => [...all, 'board', query] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  page: (id: string, query: FamilyQueryInput) => [...all, 'detail', id, query] as const,
  mine: [...all, 'mine'] as const,
};
