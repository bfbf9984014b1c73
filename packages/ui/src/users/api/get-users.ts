import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import type { UsersQueryInput } from '@trailside/domain/users/user.schema';
import { getUsers } from '@trailside/domain/users/users.client';
import { useApi } from '../../api/api-provider';
import { userKeys } from './user-keys';

/** The users matching the query's search, a page of them when it has a limit; the whole answer, with total and nextOffset. */
export const usersQueryOptions = (api: ApiClient, query: UsersQueryInput = {}) =>
  queryOptions({ queryKey: userKeys.list(query), queryFn: () => getUsers(api, query) });

/** GET /api/users: the accounts an admin may manage. While another page loads, the last one stays on screen. */
export function useUsers(query: UsersQueryInput = {}) {
  return useQuery({ ...usersQueryOptions(useApi(), query), placeholderData: keepPreviousData });
}
