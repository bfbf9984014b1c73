import type { ApiClient } from '../api/client';
import { multipartPayload, send } from '../api/client';
import type { CreateTeacherInput, UpdateTeacherInput } from './teacher.schema';
import type { Teacher } from './teacher.types';

/** Every teacher, the OWNER first, then by name. */
export const getTeachers = (api: ApiClient) => send(() => api.get('teachers').json<{ teachers: Teacher[] }>());

export const getTeacher = (api: ApiClient, id: string) =>
  send(() => api.get(`teachers/${encodeURIComponent(id)}`).json<{ teacher: Teacher }>());

export const createTeacher = (api: ApiClient, payload: CreateTeacherInput, image?: Blob | null) =>
  send(() => api.post('teachers', { body: multipartPayload(payload, { image }) }).json<{ teacher: Teacher }>());

/** The id plus what changes; `{ id }` with a picture changes only the picture. */
export const updateTeacher = (api: ApiClient, payload: UpdateTeacherInput, image?: Blob | null) =>
  send(() => api.put('teachers', { body: multipartPayload(payload, { image }) }).json<{ teacher: Teacher }>());

export const deleteTeacher = (api: ApiClient, id: string) =>
  send(() => api.delete('teachers', { json: { id } }).json<{ success: true; teacher: Teacher }>());
