import type { UsersQueryInput } from '@trailside/domain/users/user.schema';

const all = ['users'] as const;

/** Query keys of user accounts (staff only; never persisted). */
export const userKeys = {
  all,
  list: (query: UsersQueryInput = {}) => [...all, 'list', query] as const,
};
