export enum UserType {
  PARENT = 'parent',
  TEACHER = 'teacher',
  CHILD = 'child',
}

export const USER_TYPES = [UserType.PARENT, UserType.TEACHER, UserType.CHILD] as const;
