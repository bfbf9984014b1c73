import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEACHER_SUCCESS } from '@trailside/domain/teachers/teacher.messages';
import { deleteTeacher } from '@trailside/domain/teachers/teachers.client';
import { useApi } from '../../api/api-provider';
import { teacherKeys } from './teacher-keys';

/** DELETE /api/teachers by id; the teacher's own page is forgotten rather than fetched again. */
export function useDeleteTeacher() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await deleteTeacher(api, id)).teacher,
    onSuccess: (teacher) => {
      queryClient.removeQueries({ queryKey: teacherKeys.detail(teacher.id) });
      return queryClient.invalidateQueries({ queryKey: teacherKeys.all });
    },
    meta: { successMessage: TEACHER_SUCCESS.deleted },
  });
}
