import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEACHER_SUCCESS } from '@trailside/domain/teachers/teacher.messages';
import type { UpdateTeacherInput } from '@trailside/domain/teachers/teacher.schema';
import { updateTeacher } from '@trailside/domain/teachers/teachers.client';
import { useApi } from '../../api/api-provider';
import { teacherKeys } from './teacher-keys';

/** PUT /api/teachers: the id plus what changed, and perhaps a new picture. */
export function useUpdateTeacher() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, image }: { payload: UpdateTeacherInput; image: Blob | null }) =>
      (await updateTeacher(api, payload, image)).teacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
    meta: { successMessage: TEACHER_SUCCESS.updated },
  });
}
