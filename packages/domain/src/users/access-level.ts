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

/**
 * Staff: the spec's "admin", which means a level below 3 (section 6), so GOD and ADMIN alike. "Staff" keeps it apart
 * from the ADMIN level itself.
 */
const STAFF_LEVELS: readonly AccessLevel[] = [AccessLevel.GOD, AccessLevel.ADMIN];

/** Whether a level is staff's; anonymous visitors (no level) are never staff. */
export function isStaff(level: AccessLevel | number | null | undefined): boolean {
  return typeof level === 'number' && STAFF_LEVELS.includes(level as AccessLevel);
}

/** Whether a level is GOD's: the one that makes other GODs, requires two steps of staff and resets someone's. */
export function isGod(level: AccessLevel | number | null | undefined): boolean {
  return level === AccessLevel.GOD;
}

/** Whether moving an account from level `before` to `after` takes rights away (GOD to ADMIN, ADMIN to GENERAL, ...). */
export function losesRights(before: AccessLevel, after: AccessLevel): boolean {
  return after > before;
}

/*
 * isStaff and isGod as conditions on an access-level column, for the API's database queries
 * (`em.find(UserAccount, { accessLevel: whereStaff() })`), built from the same levels so a query finds exactly the
 * accounts the pure rule names. Plain objects in the query language the API's ORM reads; a fresh one each call, as
 * the ORM may rewrite the conditions it is given.
 */
export const whereStaff = () => ({ $in: [...STAFF_LEVELS] });
export const whereGod = () => ({ $eq: AccessLevel.GOD });
