import { OWNER_ROLE, type Teacher } from './teacher.types';

export function isOwner(teacher: Pick<Teacher, 'role'>): boolean {
  return teacher.role === OWNER_ROLE;
}

/** The order teachers are listed in: the OWNER (head of school) first, then by name. */
export function compareTeachers(a: Pick<Teacher, 'role' | 'name'>, b: Pick<Teacher, 'role' | 'name'>): number {
  const owner = Number(isOwner(b)) - Number(isOwner(a));
  return owner || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
}

export function sortTeachers<T extends Pick<Teacher, 'role' | 'name'>>(teachers: T[]): T[] {
  return [...teachers].sort(compareTeachers);
}

export type TeacherDetailsAccess = 'redirect' | 'wait' | 'show' | 'not-found';

/**
 * Spec section 2, /teachers-details: with no id, go back to /teachers; while the teacher loads, wait;
 * a non-admin whose teacher does not exist goes back to /teachers, while an admin is told it is missing.
 */
export function teacherDetailsAccess({
  id,
  loading,
  teacher,
  admin,
}: {
  id: string | null | undefined;
  loading: boolean;
  teacher: unknown;
  admin: boolean;
}): TeacherDetailsAccess {
  if (!id) return 'redirect';
  if (teacher) return 'show';
  if (loading) return 'wait';
  return admin ? 'not-found' : 'redirect';
}
