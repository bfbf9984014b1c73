import type { ApiClient, UploadOptions } from '../api/client';
import { multipartPayload, requireEntity, routeTo, send } from '../api/client';
import {
  type CreateTeacherResponse,
  type DeleteTeacherResponse,
  type GetTeacherResponse,
  type GetTeachersResponse,
  TEACHER_ROUTES,
  type UpdateTeacherResponse,
} from './teacher.contract';
import { TEACHER_MISSING } from './teacher.messages';
import type { CreateTeacherInput, UpdateTeacherInput } from './teacher.schema';

const withTeacher = requireEntity('teacher', TEACHER_MISSING);

/** Every teacher, the OWNER first, then by name. */
export const getTeachers = (api: ApiClient) => send(() => api.get(TEACHER_ROUTES.getTeachers).json<GetTeachersResponse>());

export const getTeacher = (api: ApiClient, id: string) =>
  send(() => api.get(routeTo(TEACHER_ROUTES.getTeacher, { id })).json<GetTeacherResponse>()).then(withTeacher);

export const createTeacher = (api: ApiClient, payload: CreateTeacherInput, image?: Blob | null) =>
  send(() => api.post(TEACHER_ROUTES.createTeacher, { body: multipartPayload(payload, { image }) }).json<CreateTeacherResponse>()).then(withTeacher);

/** The id plus what changes; `{ id }` with a picture changes only the picture. */
export const updateTeacher = (api: ApiClient, payload: UpdateTeacherInput, image?: Blob | null, options: UploadOptions = {}) =>
  send(() => api.put(TEACHER_ROUTES.updateTeacher, { ...options, body: multipartPayload(payload, { image }) }).json<UpdateTeacherResponse>()).then(withTeacher);

export const deleteTeacher = (api: ApiClient, id: string) =>
  send(() => api.delete(TEACHER_ROUTES.deleteTeacher, { json: { id } }).json<DeleteTeacherResponse>()).then(withTeacher);
