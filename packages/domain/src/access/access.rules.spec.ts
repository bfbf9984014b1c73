import { AccessLevel } from '../users/access-level';
import { UserType } from '../users/user-type';
import { can, type Decision, decide, type Permission, type RecordFor, THE_SCHOOL } from './access.rules';

const god = { id: 'g', accessLevel: AccessLevel.GOD };
const admin = { id: 'a', accessLevel: AccessLevel.ADMIN };
const author = { id: 'u', accessLevel: AccessLevel.GENERAL };
const other = { id: 'x', accessLevel: AccessLevel.GENERAL };

const writing = { userId: 'u', rejected: false };
const deleted = { userId: 'u', rejected: true };
const held = { userId: 'u', rejected: false, heldForConsent: true };

type Case<P extends Permission> = [string, P, typeof god | null, RecordFor<P>, Decision];

describe('the access table', () => {
  it.each<Case<'comment.update' | 'comment.delete'>>([
    ['the author edits their own', 'comment.update', author, writing, 'allowed'],
    ['another family may not', 'comment.update', other, writing, 'not-yours'],
    ['an ADMIN edits anyone\'s', 'comment.update', admin, writing, 'allowed'],
    ['a visitor may not', 'comment.update', null, writing, 'not-yours'],
    ['the author no longer finds their deleted comment', 'comment.update', author, deleted, 'hidden'],
    ['another family does not find a deleted comment', 'comment.update', other, deleted, 'hidden'],
    ['staff still reach a deleted comment', 'comment.update', god, deleted, 'allowed'],
    ["nobody but its author finds a child's comment held for consent", 'comment.update', admin, held, 'hidden'],
    ['its author does', 'comment.update', author, held, 'allowed'],
    ['the author deletes their own', 'comment.delete', author, writing, 'allowed'],
    ['another family may not delete it', 'comment.delete', other, writing, 'not-yours'],
    ['the author does not find a deleted one to delete', 'comment.delete', author, deleted, 'hidden'],
    ['staff delete a deleted one again: no harm', 'comment.delete', god, deleted, 'allowed'],
  ])('comments: %s (%s)', (_case, permission, actor, record, expected) => {
    expect(decide(actor, permission, record)).toBe(expected);
  });

  it.each<Case<'comment.moderate'>>([
    ['the author may not approve or delete by flag', 'comment.moderate', author, writing, 'staff-only'],
    ['another family is refused as not theirs first', 'comment.moderate', other, writing, 'not-yours'],
    ['a deleted one is not there for its author', 'comment.moderate', author, deleted, 'hidden'],
    ['an ADMIN moderates', 'comment.moderate', admin, writing, 'allowed'],
    ['a GOD moderates', 'comment.moderate', god, deleted, 'allowed'],
  ])('moderating a comment: %s', (_case, permission, actor, record, expected) => {
    expect(decide(actor, permission, record)).toBe(expected);
  });

  it.each([
    ['a visitor', null, false],
    ['another family', other, false],
    ['the commenter', author, true],
    ['an ADMIN', admin, true],
    ['a GOD', god, true],
  ])("a commenter's e-mail address shows to %s: %p", (_who, viewer, expected) => {
    expect(can(viewer, 'comment.readEmail', writing)).toBe(expected);
  });

  it.each<Case<'testimonial.update' | 'testimonial.delete' | 'testimonial.moderate'>>([
    ['the author edits their own', 'testimonial.update', author, writing, 'allowed'],
    ['another family may not', 'testimonial.update', other, writing, 'not-yours'],
    ['a visitor may not', 'testimonial.update', null, writing, 'not-yours'],
    ['an ADMIN edits anyone\'s', 'testimonial.update', admin, writing, 'allowed'],
    ["nobody but its author finds a child's testimonial held for consent", 'testimonial.update', other, held, 'hidden'],
    ['the author deletes their own', 'testimonial.delete', author, writing, 'allowed'],
    ['another family may not delete it', 'testimonial.delete', other, writing, 'not-yours'],
    ['a GOD deletes anyone\'s', 'testimonial.delete', god, writing, 'allowed'],
    ['the author may change the text only', 'testimonial.moderate', author, writing, 'staff-only'],
    ['another family is refused as not theirs first', 'testimonial.moderate', other, writing, 'not-yours'],
    ['an ADMIN approves, rejects and deletes', 'testimonial.moderate', admin, writing, 'allowed'],
  ])('testimonials: %s (%s)', (_case, permission, actor, record, expected) => {
    expect(decide(actor, permission, record)).toBe(expected);
  });

  const child = { id: 'c', accessLevel: AccessLevel.GENERAL, parentId: 'u' };
  it.each<Case<'user.read' | 'user.update' | 'user.delete' | 'user.changeLevel'>>([
    ['a GOD manages an ADMIN', 'user.update', god, { id: 'x', accessLevel: AccessLevel.ADMIN }, 'allowed'],
    ['a GOD manages another GOD', 'user.update', god, { id: 'x', accessLevel: AccessLevel.GOD }, 'allowed'],
    ['an ADMIN manages a GENERAL user', 'user.update', admin, { id: 'x', accessLevel: AccessLevel.GENERAL }, 'allowed'],
    ['an ADMIN manages another ADMIN', 'user.update', admin, { id: 'x', accessLevel: AccessLevel.ADMIN }, 'allowed'],
    ['an ADMIN cannot manage a GOD', 'user.update', admin, { id: 'x', accessLevel: AccessLevel.GOD }, 'not-yours'],
    ['a GENERAL user manages their own account', 'user.update', author, { id: 'u', accessLevel: AccessLevel.GENERAL }, 'allowed'],
    ['a GENERAL user cannot manage another', 'user.update', author, { id: 'x', accessLevel: AccessLevel.GENERAL }, 'not-yours'],
    ['nobody manages anyone', 'user.update', null, { id: 'x', accessLevel: AccessLevel.GENERAL }, 'not-yours'],
    ["a parent manages its child's account", 'user.update', author, child, 'allowed'],
    ["another family does not read a child's account", 'user.read', other, child, 'not-yours'],
    ["an ADMIN deletes a child's account", 'user.delete', admin, child, 'allowed'],
    ['a family may not change its own level', 'user.changeLevel', author, { id: 'u', accessLevel: AccessLevel.GENERAL }, 'staff-only'],
    ["a family may not change another's level", 'user.changeLevel', author, { id: 'x', accessLevel: AccessLevel.GENERAL }, 'not-yours'],
    ["an ADMIN changes a GENERAL user's level", 'user.changeLevel', admin, { id: 'x', accessLevel: AccessLevel.GENERAL }, 'allowed'],
  ])('accounts: %s (%s)', (_case, permission, actor, record, expected) => {
    expect(decide(actor, permission, record)).toBe(expected);
  });

  it.each<Case<'user.assignLevel'>>([
    ['a GOD hands out GOD', 'user.assignLevel', god, { accessLevel: AccessLevel.GOD }, 'allowed'],
    ['a GOD hands out GENERAL', 'user.assignLevel', god, { accessLevel: AccessLevel.GENERAL }, 'allowed'],
    ['an ADMIN may not hand out GOD', 'user.assignLevel', admin, { accessLevel: AccessLevel.GOD }, 'not-yours'],
    ['an ADMIN hands out ADMIN', 'user.assignLevel', admin, { accessLevel: AccessLevel.ADMIN }, 'allowed'],
    ['an ADMIN hands out GENERAL', 'user.assignLevel', admin, { accessLevel: AccessLevel.GENERAL }, 'allowed'],
    ['a family hands out no level, not even its own', 'user.assignLevel', author, { accessLevel: AccessLevel.GENERAL }, 'staff-only'],
    ['nobody hands out a level', 'user.assignLevel', null, { accessLevel: AccessLevel.GENERAL }, 'not-yours'],
  ])('access levels: %s', (_case, permission, actor, record, expected) => {
    expect(decide(actor, permission, record)).toBe(expected);
  });

  it.each<Case<'user.changeType'>>([
    ['a family from parent to teacher', 'user.changeType', author, { type: UserType.PARENT, newType: UserType.TEACHER }, 'allowed'],
    ['a family from parent to child', 'user.changeType', author, { type: UserType.PARENT, newType: UserType.CHILD }, 'staff-only'],
    ['a child from child to parent', 'user.changeType', author, { type: UserType.CHILD, newType: UserType.PARENT }, 'staff-only'],
    ['a child keeping its type', 'user.changeType', author, { type: UserType.CHILD, newType: UserType.CHILD }, 'allowed'],
    ['staff making a child a parent', 'user.changeType', admin, { type: UserType.CHILD, newType: UserType.PARENT }, 'allowed'],
    ['staff making a parent a child', 'user.changeType', admin, { type: UserType.PARENT, newType: UserType.CHILD }, 'allowed'],
  ])("an account's type: %s", (_case, permission, actor, record, expected) => {
    expect(decide(actor, permission, record)).toBe(expected);
  });

  it.each<Case<'user.resetTwoStep'>>([
    ["a GOD resets a family's second step", 'user.resetTwoStep', god, { id: 'u', accessLevel: AccessLevel.GENERAL }, 'allowed'],
    ["a GOD resets another GOD's", 'user.resetTwoStep', god, { id: 'g2', accessLevel: AccessLevel.GOD }, 'allowed'],
    ["an ADMIN may not reset a family's", 'user.resetTwoStep', admin, { id: 'u', accessLevel: AccessLevel.GENERAL }, 'staff-only'],
    ['a family may not reset even its own this way', 'user.resetTwoStep', author, { id: 'u', accessLevel: AccessLevel.GENERAL }, 'staff-only'],
  ])('second steps: %s', (_case, permission, actor, record, expected) => {
    expect(decide(actor, permission, record)).toBe(expected);
  });

  it.each([
    ['a GOD', god, 'allowed'],
    ['an ADMIN', admin, 'staff-only'],
    ['a family', author, 'staff-only'],
  ] as const)('whether staff need two steps is changed by %s: %p', (_who, actor, expected) => {
    expect(decide(actor, 'settings.twoStepPolicy', THE_SCHOOL)).toBe(expected);
  });

  it.each([
    ['a guardian of the family', author, 'allowed'],
    ['another family', other, 'hidden'],
    ['an ADMIN, who works on the board instead', admin, 'hidden'],
    ['a GOD', god, 'hidden'],
  ] as const)("a child's details on My family are corrected by %s: %p", (_who, actor, expected) => {
    expect(decide(actor, 'family.correctStudent', { guardianUserIds: [author.id, 'second-guardian'] })).toBe(expected);
  });
});
