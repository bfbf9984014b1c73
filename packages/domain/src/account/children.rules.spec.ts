import { AccessLevel } from '../users/access-level';
import { UserType } from '../users/user-type';
import { canChangeUserType, canHaveChildren, writingHeldForConsent } from './children.rules';

describe('writingHeldForConsent', () => {
  it.each([
    [UserType.CHILD, 'pending', true],
    [UserType.CHILD, 'given', false],
    [UserType.CHILD, null, false],
    [UserType.PARENT, 'pending', false],
  ] as const)('a %s with consent %p: %p', (type, parentConsent, expected) => {
    expect(writingHeldForConsent({ type, parentConsent })).toBe(expected);
  });
});

describe('canChangeUserType', () => {
  const family = { id: 'f', accessLevel: AccessLevel.GENERAL };
  const admin = { id: 'a', accessLevel: AccessLevel.ADMIN };
  it.each([
    ['a family from parent to teacher', family, UserType.PARENT, UserType.TEACHER, true],
    ['a family from parent to child', family, UserType.PARENT, UserType.CHILD, false],
    ['a child from child to parent', family, UserType.CHILD, UserType.PARENT, false],
    ['a child keeping its type', family, UserType.CHILD, UserType.CHILD, true],
    ['staff making a child a parent', admin, UserType.CHILD, UserType.PARENT, true],
    ['staff making a parent a child', admin, UserType.PARENT, UserType.CHILD, true],
  ])('%s: %p', (_what, actor, from, to, expected) => {
    expect(canChangeUserType(actor, { type: from }, to)).toBe(expected);
  });

  it.each([
    [UserType.PARENT, true],
    [UserType.TEACHER, false],
    [UserType.CHILD, false],
  ])('a %s may have children: %p', (type, expected) => {
    expect(canHaveChildren({ type })).toBe(expected);
  });
});
