import { AccessLevel } from '../users/access-level';
import { commentChange, commentDocPath, isAwaitingApproval, parseDocPath } from './comment.rules';

const god = { id: 'g', accessLevel: AccessLevel.GOD };
const admin = { id: 'a', accessLevel: AccessLevel.ADMIN };
const author = { id: 'u', accessLevel: AccessLevel.GENERAL };

const approved = { userId: 'u', approved: true, rejected: false };
const pending = { userId: 'u', approved: false, rejected: false };
const deleted = { userId: 'u', approved: false, rejected: true };

describe('isAwaitingApproval', () => {
  it.each([
    [pending, true],
    [approved, false],
    [deleted, false],
  ])('%p: %p', (comment, expected) => {
    expect(isAwaitingApproval(comment)).toBe(expected);
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
    ['the author edits: back to awaiting approval', author, approved, { comment: 'Edited' }, { comment: 'Edited', approved: false }],
    ['the author edits a pending comment', author, pending, { comment: 'Edited' }, { comment: 'Edited', approved: false }],
    ['an admin edits the text, keeping the approval', admin, approved, { comment: 'Typo fixed' }, { comment: 'Typo fixed' }],
    ['an admin approves', admin, pending, { approved: true }, { approved: true }],
    ['an admin withdraws approval', god, approved, { approved: false }, { approved: false }],
    ['an admin deletes through the flag', admin, approved, { rejected: true }, { rejected: true, approved: false }],
    ['an admin restores a deleted comment', admin, deleted, { rejected: false }, { rejected: false }],
    ['an admin cannot approve a comment that stays deleted', admin, deleted, { approved: true }, { approved: false }],
    ['an admin edits a deleted comment: it stays unapproved', admin, deleted, { comment: 'Kept' }, { comment: 'Kept', approved: false }],
    ['an admin approves and restores at once', admin, deleted, { approved: true, rejected: false }, { approved: true, rejected: false }],
  ])('%s', (_case, actor, comment, change, expected) => {
    expect(commentChange(actor, comment, change)).toEqual(expected);
  });
});
