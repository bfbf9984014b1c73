import { AccessLevel } from '../users/access-level';
import {
  canEditComment,
  canSeeCommenterEmail,
  canSeeComment,
  commentChange,
  commentDocPath,
  commentRemoval,
  countPublicComments,
  isAwaitingApproval,
  parseDocPath,
} from './comment.rules';

const god = { id: 'g', accessLevel: AccessLevel.GOD };
const admin = { id: 'a', accessLevel: AccessLevel.ADMIN };
const author = { id: 'u', accessLevel: AccessLevel.GENERAL };
const other = { id: 'x', accessLevel: AccessLevel.GENERAL };

const approved = { userId: 'u', approved: true, rejected: false };
const pending = { userId: 'u', approved: false, rejected: false };
const deleted = { userId: 'u', approved: false, rejected: true };
const held = { ...pending, heldForConsent: true };

describe('canSeeComment', () => {
  it.each([
    ['a visitor sees an approved comment', null, approved, true],
    ['a visitor does not see a pending comment', null, pending, false],
    ['a visitor does not see a deleted comment', null, deleted, false],
    ['another family sees an approved comment', other, approved, true],
    ['another family does not see a pending comment', other, pending, false],
    ['the author sees their own pending comment', author, pending, true],
    ['the author does not see their own deleted comment', author, deleted, false],
    ['an ADMIN sees a pending comment', admin, pending, true],
    ['a GOD sees a pending comment', god, pending, true],
    ['an ADMIN does not see a deleted comment by default', admin, deleted, false],
    ['a comment both approved and rejected counts as deleted', null, { ...approved, rejected: true }, false],
    ["the author sees their own comment held for a parent's consent", author, held, true],
    ["another family does not see a child's comment held for consent", other, held, false],
    ["an ADMIN does not see a child's comment held for consent", admin, held, false],
    ["a visitor does not see a child's comment held for consent", null, held, false],
  ])('%s', (_case, viewer, comment, expected) => {
    expect(canSeeComment(viewer, comment)).toBe(expected);
  });

  it.each([
    ['an ADMIN who asks to see deletes sees them', admin, true],
    ['a family who asks to see deletes does not', author, false],
    ['a visitor who asks to see deletes does not', null, false],
  ])('%s', (_case, viewer, expected) => {
    expect(canSeeComment(viewer, deleted, true)).toBe(expected);
  });
});

describe('isAwaitingApproval', () => {
  it.each([
    [pending, true],
    [approved, false],
    [deleted, false],
  ])('%p: %p', (comment, expected) => {
    expect(isAwaitingApproval(comment)).toBe(expected);
  });
});

describe('canEditComment', () => {
  it.each([
    ['the author', author, true],
    ['another family', other, false],
    ['an ADMIN', admin, true],
    ['a visitor', null, false],
  ])('%s: %p', (_case, actor, expected) => {
    expect(canEditComment(actor, { userId: 'u' })).toBe(expected);
  });
});

describe('countPublicComments', () => {
  const comment = (id: string, parentId: string | null, state: 'approved' | 'pending' | 'deleted' = 'approved') => ({
    id,
    parentId,
    approved: state === 'approved',
    rejected: state === 'deleted',
  });

  it.each([
    ['no comments', [], 0],
    ['approved comments and replies at any depth', [comment('a', null), comment('b', 'a'), comment('c', 'b')], 3],
    ['pending and deleted comments do not count', [comment('a', null), comment('b', null, 'pending'), comment('c', null, 'deleted')], 1],
    ['replies under a pending comment do not count', [comment('a', null, 'pending'), comment('b', 'a'), comment('c', 'b')], 0],
    ['replies under a deleted reply do not count', [comment('a', null), comment('b', 'a', 'deleted'), comment('c', 'b')], 1],
    ['a reply whose parent is gone does not count', [comment('b', 'missing')], 0],
  ])('%s: %p', (_case, comments, expected) => {
    expect(countPublicComments(comments)).toBe(expected);
  });

  it('should not loop on a cycle', () => {
    expect(countPublicComments([comment('a', 'b'), comment('b', 'a')])).toBe(0);
  });
});

describe('doc paths', () => {
  it.each([
    ['blogs/b1', { kind: 'blog', blogId: 'b1' }],
    ['blogs/b1/comments/c1', { kind: 'comment', blogId: 'b1', commentId: 'c1' }],
    ['blogs/b1/comments/c1/comments/c2', { kind: 'comment', blogId: 'b1', commentId: 'c2' }],
    ['blogs', null],
    ['blogs/', null],
    ['teachers/t1', null],
    ['blogs/b1/replies/c1', null],
    ['blogs/b1/comments', null],
  ])('%p reads as %p', (path, expected) => {
    expect(parseDocPath(path)).toEqual(expected);
  });

  it('should make a comment path under its parent', () => {
    expect(commentDocPath('blogs/b1/comments/c1', 'c2')).toBe('blogs/b1/comments/c1/comments/c2');
  });
});

describe('commentChange', () => {
  it.each([
    ['the author edits: back to awaiting approval', author, approved, { comment: 'Edited' }, { ok: true, changes: { comment: 'Edited', approved: false } }],
    ['the author edits a pending comment', author, pending, { comment: 'Edited' }, { ok: true, changes: { comment: 'Edited', approved: false } }],
    ['the author cannot approve', author, pending, { approved: true }, { ok: false, reason: 'admin-only' }],
    ['the author cannot delete through the flag', author, approved, { rejected: true }, { ok: false, reason: 'admin-only' }],
    ['the author no longer finds their deleted comment', author, deleted, { comment: 'Back?' }, { ok: false, reason: 'not-found' }],
    ['another family may not edit', other, approved, { comment: 'Mine now' }, { ok: false, reason: 'forbidden' }],
    ['another family does not find a deleted comment', other, deleted, { comment: 'Mine now' }, { ok: false, reason: 'not-found' }],
    ['an admin edits the text, keeping the approval', admin, approved, { comment: 'Typo fixed' }, { ok: true, changes: { comment: 'Typo fixed' } }],
    ['an admin approves', admin, pending, { approved: true }, { ok: true, changes: { approved: true } }],
    ['an admin withdraws approval', god, approved, { approved: false }, { ok: true, changes: { approved: false } }],
    ['an admin deletes through the flag', admin, approved, { rejected: true }, { ok: true, changes: { rejected: true, approved: false } }],
    ['an admin restores a deleted comment', admin, deleted, { rejected: false }, { ok: true, changes: { rejected: false } }],
    ['an admin cannot approve a comment that stays deleted', admin, deleted, { approved: true }, { ok: true, changes: { approved: false } }],
    ['an admin edits a deleted comment: it stays unapproved', admin, deleted, { comment: 'Kept' }, { ok: true, changes: { comment: 'Kept', approved: false } }],
    ['an admin approves and restores at once', admin, deleted, { approved: true, rejected: false }, { ok: true, changes: { approved: true, rejected: false } }],
  ])('%s', (_case, actor, comment, change, expected) => {
    expect(commentChange(actor, comment, change)).toEqual(expected);
  });
});

describe('commentRemoval', () => {
  it.each([
    ['the author deletes their own', author, approved, { ok: true, changes: { approved: false, rejected: true } }],
    ['an admin deletes anyone\'s', admin, pending, { ok: true, changes: { approved: false, rejected: true } }],
    ['an admin deletes a deleted comment again: no harm', god, deleted, { ok: true, changes: { approved: false, rejected: true } }],
    ['another family may not', other, approved, { ok: false, reason: 'forbidden' }],
    ['the author does not find a deleted comment', author, deleted, { ok: false, reason: 'not-found' }],
  ])('%s', (_case, actor, comment, expected) => {
    expect(commentRemoval(actor, comment)).toEqual(expected);
  });
});

describe('canSeeCommenterEmail', () => {
  const comment = { userId: author.id };
  it.each([
    ['a visitor', null, false],
    ['another family', { id: 'other', accessLevel: AccessLevel.GENERAL }, false],
    ['the commenter', author, true],
    ['an ADMIN', admin, true],
    ['a GOD', god, true],
  ])('should answer for %s', (_who, viewer, expected) => {
    expect(canSeeCommenterEmail(viewer, comment)).toBe(expected);
  });
});
