import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getUsers } from '@trailside/domain/users/users.client';
import { useApi } from '../../api/api-provider';
import { userKeys } from './user-keys';

export const usersQueryOptions = (api: ApiClient) => queryOptions({ queryKey: userKeys.list(), queryFn: async () => (await getUsers(api)).users });

/** GET /api/users: the accounts an admin may manage. */
export function useUsers() {
  return useQuery(usersQueryOptions(useApi()));
}
