import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { getTeacher } from '@trailside/domain/teachers/teachers.client';
import { useApi } from '../../api/api-provider';
import { entityQueryDefaults } from '../../api/query-client';
import { teacherKeys } from './teacher-keys';

export const teacherQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: teacherKeys.detail(id),
    queryFn: async () => (await getTeacher(api, id)).teacher,
    ...entityQueryDefaults,
  });

/** One teacher, shown at once from the list when it is already loaded, then refreshed. */
export function useTeacher(id: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    ...teacherQueryOptions(api, id ?? ''),
    enabled: Boolean(id),
    placeholderData: () => queryClient.getQueryData<Teacher[]>(teacherKeys.list())?.find((teacher) => teacher.id === id),
  });
}
