import type { ApplicationsQueryInput } from '@trailside/domain/admissions/applications.schema';

const all = ['applications'] as const;

/** Query keys of the applications (never persisted): the staff's pages and each one opened, and a family's private link. */
export const applicationKeys = {
  all,
  list: (query: ApplicationsQueryInput) => [...all, 'list', query] as const,
  one: (id: string) => [...all, 'one', id] as const,
  byLink: (token: string) => [...all, 'link', token] as const,
};
