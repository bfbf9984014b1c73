import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEACHER_SUCCESS } from '@trailside/domain/teachers/teacher.messages';
import type { CreateTeacherInput } from '@trailside/domain/teachers/teacher.schema';
import { createTeacher } from '@trailside/domain/teachers/teachers.client';
import { useApi } from '../../api/api-provider';
import { teacherKeys } from './teacher-keys';

/** POST /api/teachers. Spec section 8: a create refused for lack of rights signs the admin out. */
export function useCreateTeacher() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, image }: { payload: CreateTeacherInput; image: File | null }) =>
      (await createTeacher(api, payload, image)).teacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
    meta: { successMessage: TEACHER_SUCCESS.created, signOutWhenRefused: true },
  });
}
