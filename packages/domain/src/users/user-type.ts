export enum UserType {
  PARENT = 'parent',
  TEACHER = 'teacher',
  CHILD = 'child',
}

export const USER_TYPES = [UserType.PARENT, UserType.TEACHER, UserType.CHILD] as const;

/** How a user type reads on screen. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  [UserType.PARENT]: 'Parent',
  [UserType.TEACHER]: 'Teacher',
  [UserType.CHILD]: 'Child',
};
