import { ACCESS_LEVELS, AccessLevel, isGod, isStaff, losesRights, whereGod, whereStaff } from './access-level';

/** How the database reads the query forms: `$in` a list, `$eq` one value. */
const matches = (level: AccessLevel, where: { $in: AccessLevel[] } | { $eq: AccessLevel }) =>
  '$in' in where ? where.$in.includes(level) : where.$eq === level;

describe('access levels', () => {
  it.each([
    [AccessLevel.GOD, true, true],
    [AccessLevel.ADMIN, true, false],
    [AccessLevel.GENERAL, false, false],
    [undefined, false, false],
    [null, false, false],
  ])('level %p: staff %p, GOD %p', (level, staff, god) => {
    expect(isStaff(level)).toBe(staff);
    expect(isGod(level)).toBe(god);
  });

  it.each(ACCESS_LEVELS)('should find level %p in a query exactly when the pure rules name it', (level) => {
    expect(matches(level, whereStaff())).toBe(isStaff(level));
    expect(matches(level, whereGod())).toBe(isGod(level));
  });

  it.each([
    [AccessLevel.GOD, AccessLevel.ADMIN, true],
    [AccessLevel.ADMIN, AccessLevel.GENERAL, true],
    [AccessLevel.GOD, AccessLevel.GENERAL, true],
    [AccessLevel.GENERAL, AccessLevel.ADMIN, false],
    [AccessLevel.ADMIN, AccessLevel.GOD, false],
    [AccessLevel.ADMIN, AccessLevel.ADMIN, false],
  ])('from %p to %p loses rights: %p', (before, after, expected) => {
    expect(losesRights(before, after)).toBe(expected);
  });

  it('should hand out a fresh query each time, so one query rewritten by the database layer changes no other', () => {
    expect(whereStaff()).not.toBe(whereStaff());
    expect(whereStaff().$in).not.toBe(whereStaff().$in);
  });
});
