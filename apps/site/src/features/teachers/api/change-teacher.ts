import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEACHER_MISSING } from '@trailside/domain/teachers/teacher.messages';
import type { CreateTeacherInput, UpdateTeacherInput } from '@trailside/domain/teachers/teacher.schema';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { createTeacher, deleteTeacher, updateTeacher } from '@trailside/domain/teachers/teachers.client';
import { useApi } from '@trailside/ui/api/api-provider';

/** Spec section 8: a reply without the teacher is an error, not a silent success. */
function present(teacher: Teacher | undefined): Teacher {
  if (!teacher) throw new Error(TEACHER_MISSING);
  return teacher;
}

function useInvalidateTeachers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['teachers'] });
}

export function useCreateTeacher() {
  const api = useApi();
  const onSuccess = useInvalidateTeachers();
  return useMutation({
    mutationFn: async ({ payload, image }: { payload: CreateTeacherInput; image: File | null }) =>
      present((await createTeacher(api, payload, image)).teacher),
    onSuccess,
  });
}

export function useUpdateTeacher() {
  const api = useApi();
  const onSuccess = useInvalidateTeachers();
  return useMutation({
    mutationFn: async ({ payload, image }: { payload: UpdateTeacherInput; image: File | null }) =>
      present((await updateTeacher(api, payload, image)).teacher),
    onSuccess,
  });
}

export function useDeleteTeacher() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => present((await deleteTeacher(api, id)).teacher),
    onSuccess: (teacher) => {
      queryClient.removeQueries({ queryKey: ['teachers', teacher.id] });
      return queryClient.invalidateQueries({ queryKey: ['teachers'] });
    },
  });
}
