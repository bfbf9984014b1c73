/** Access levels of spec section 3: a lower number means more rights. */
export enum AccessLevel {
  GOD = 1,
  ADMIN = 2,
  GENERAL = 3,
}

export const ACCESS_LEVELS = [AccessLevel.GOD, AccessLevel.ADMIN, AccessLevel.GENERAL] as const;

export const ACCESS_LEVEL_NAMES: Record<AccessLevel, string> = {
  [AccessLevel.GOD]: 'GOD',
  [AccessLevel.ADMIN]: 'ADMIN',
  [AccessLevel.GENERAL]: 'GENERAL',
};

/** Spec section 6: "Admin means level below 3". Anonymous visitors are never admins. */
export function isAdmin(level: AccessLevel | number | null | undefined): boolean {
  return typeof level === 'number' && level < AccessLevel.GENERAL;
}
