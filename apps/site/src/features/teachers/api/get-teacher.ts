import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@trailside/domain/api/errors';
import type { ApiClient } from '@trailside/domain/api/client';
import { TEACHER_MISSING } from '@trailside/domain/teachers/teacher.messages';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { getTeacher } from '@trailside/domain/teachers/teachers.client';
import { useApi } from '@trailside/ui/api/api-provider';

export const teacherQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: ['teachers', id],
    queryFn: async () => {
      const { teacher } = await getTeacher(api, id);
      if (!teacher) throw new Error(TEACHER_MISSING);
      return teacher;
    },
    // A teacher who does not exist will not appear on a second try.
    retry: (failures, error) => !(error instanceof ApiError && error.statusCode === 404) && failures < 2,
  });

/** One teacher, shown at once from the list when it is already loaded, then refreshed. */
export function useTeacher(id: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    ...teacherQueryOptions(api, id ?? ''),
    enabled: Boolean(id),
    placeholderData: () => queryClient.getQueryData<Teacher[]>(['teachers'])?.find((teacher) => teacher.id === id),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;
