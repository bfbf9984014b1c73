import { AccessLevel } from './access-level';
import { deleteNeedsPassword, displayNameOf, publicNameOf, removesLastGod, takesStaffName, toAuthUser } from './user.rules';
import type { User } from './user.types';
import { UserType } from './user-type';

const admin = { id: 'a', accessLevel: AccessLevel.ADMIN };
const general = { id: 'u', accessLevel: AccessLevel.GENERAL };

describe('removesLastGod', () => {
  it.each([
    ['deleting the only GOD', AccessLevel.GOD, undefined, 1, true],
    ['demoting the only GOD', AccessLevel.GOD, AccessLevel.ADMIN, 1, true],
    ['keeping the only GOD a GOD', AccessLevel.GOD, AccessLevel.GOD, 1, false],
    ['deleting one of two GODs', AccessLevel.GOD, undefined, 2, false],
    ['deleting an ADMIN', AccessLevel.ADMIN, undefined, 1, false],
  ])('%s: %p', (_case, level, newLevel, godCount, expected) => {
    expect(removesLastGod({ accessLevel: level }, newLevel, godCount)).toBe(expected);
  });
});

describe('toAuthUser', () => {
  it('should carry id as both id and uid and join the names for display', () => {
    const user: User = {
      id: 'abc',
      fname: 'Maya',
      lname: 'Lopez',
      email: 'maya@example.com',
      emailVerified: false,
      phone: null,
      imageUrl: '/uploads/users/abc.webp',
      accessLevel: AccessLevel.GENERAL,
      type: UserType.PARENT,
      childFirstName: null,
      childLastName: null,
      twoStepEnabled: false,
      parentId: null,
      parentConsent: null,
      lastSignInAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(toAuthUser(user)).toEqual({
      id: 'abc',
      uid: 'abc',
      displayName: 'Maya Lopez',
      email: 'maya@example.com',
      imageUrl: '/uploads/users/abc.webp',
      accessLevel: AccessLevel.GENERAL,
    });
    expect(displayNameOf({ fname: 'Maya', lname: '' })).toBe('Maya');
  });
});

describe('takesStaffName', () => {
  const office = { id: 'o', fname: 'Ada', lname: 'Office', accessLevel: AccessLevel.ADMIN };
  const family = (fname: string, lname: string, accessLevel = AccessLevel.GENERAL) => ({ id: 'f', fname, lname, accessLevel });
  it.each([
    ["the office's exact name", family('Ada', 'Office'), true],
    ['the same name in other case and spacing', family(' ada ', 'OFFICE'), true],
    ['another name', family('Ada', 'Lovelace'), false],
    ['the name, for a staff account', family('Ada', 'Office', AccessLevel.ADMIN), false],
  ])('should answer for %s', (_case, person, expected) => {
    expect(takesStaffName(person, [office])).toBe(expected);
  });

  it('should let staff keep their own name', () => {
    expect(takesStaffName({ ...office, accessLevel: AccessLevel.GENERAL }, [office])).toBe(false);
  });
});

describe('children and parents', () => {
  it.each([
    ['a family deleting its own account', general, { id: 'u' }, true],
    ["a parent deleting a child's", general, { id: 'c' }, true],
    ["an ADMIN deleting a family's", admin, { id: 'u' }, false],
    ['an ADMIN deleting their own', admin, { id: 'a' }, true],
  ])('%s needs the password: %p', (_what, actor, target, expected) => {
    expect(deleteNeedsPassword(actor, target)).toBe(expected);
  });

  it.each([
    [UserType.CHILD, 'Theo'],
    [UserType.PARENT, 'Theo Marsh'],
    [UserType.TEACHER, 'Theo Marsh'],
  ])('a %s is shown to others as %p', (type, expected) => {
    expect(publicNameOf({ fname: 'Theo', lname: 'Marsh', type })).toBe(expected);
  });
});
