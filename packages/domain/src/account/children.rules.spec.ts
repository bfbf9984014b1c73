import { UserType } from '../users/user-type';
import { canHaveChildren, writingHeldForConsent } from './children.rules';

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

describe('canHaveChildren', () => {
  it.each([
    [UserType.PARENT, true],
    [UserType.TEACHER, false],
    [UserType.CHILD, false],
  ])('a %s may have children: %p', (type, expected) => {
    expect(canHaveChildren({ type })).toBe(expected);
  });
});
