import type { Envelope, Removed } from '../api/envelope';
import type { Teacher } from './teacher.types';

/** Paths under /api, named after the client functions that call them. */
export const TEACHER_ROUTES = {
  getTeachers: 'teachers',
  getTeacher: 'teachers/:id',
  createTeacher: 'teachers',
  updateTeacher: 'teachers',
  deleteTeacher: 'teachers',
} as const;

export type GetTeachersResponse = Envelope<'teachers', Teacher[]>;

export type GetTeacherResponse = Envelope<'teacher', Teacher>;
export type CreateTeacherResponse = GetTeacherResponse;
export type UpdateTeacherResponse = GetTeacherResponse;

export type DeleteTeacherResponse = Removed<'teacher', Teacher>;
