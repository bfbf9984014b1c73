import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getTeachers } from '@trailside/domain/teachers/teachers.client';
import { useApi } from '../../api/api-provider';
import { teacherKeys } from './teacher-keys';

export const teachersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: teacherKeys.list(),
    queryFn: async () => (await getTeachers(api)).teachers,
  });

/** Every teacher, the OWNER first; for the Teachers page and the home page's teacher carousel. */
export function useTeachers() {
  return useQuery(teachersQueryOptions(useApi()));
}
