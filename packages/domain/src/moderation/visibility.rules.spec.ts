import { AccessLevel } from '../users/access-level';
import { MODERATION_STATE_FLAGS, MODERATION_STATES, moderated, moderationStateOf } from './moderation.rules';
import { actionsFor, canSee, countPublic } from './visibility.rules';

const god = { id: 'g', accessLevel: AccessLevel.GOD };
const admin = { id: 'a', accessLevel: AccessLevel.ADMIN };
const author = { id: 'u', accessLevel: AccessLevel.GENERAL };
const other = { id: 'x', accessLevel: AccessLevel.GENERAL };

const approved = { userId: 'u', approved: true, rejected: false };
const pending = { userId: 'u', approved: false, rejected: false };
const deleted = { userId: 'u', approved: false, rejected: true };
const held = { ...pending, heldForConsent: true };

/** The table of visibility.rules.ts, row by row: who sees an item in each state (comments and testimonials alike). */
describe('canSee', () => {
  it.each([
    ['a visitor', null, approved, false, true],
    ['a visitor', null, pending, false, false],
    ['a visitor', null, deleted, false, false],
    ['a visitor asking for deletes', null, deleted, true, false],
    ['a visitor', null, held, false, false],
    ['another family', other, approved, false, true],
    ['another family', other, pending, false, false],
    ['another family', other, held, false, false],
    ['the author', author, approved, false, true],
    ['the author', author, pending, false, true],
    ['the author', author, deleted, false, false],
    ['the author asking for deletes', author, deleted, true, false],
    ['the author', author, held, false, true],
    ['an ADMIN', admin, pending, false, true],
    ['an ADMIN', admin, deleted, false, false],
    ['an ADMIN asking for deletes', admin, deleted, true, true],
    ['a GOD asking for deletes', god, deleted, true, true],
    ['an ADMIN', admin, held, false, false],
    ['an ADMIN asking for deletes', admin, held, true, false],
    ['a visitor, of one both approved and rejected (it counts as deleted)', null, { ...approved, rejected: true }, false, false],
  ])('%s sees %o (showDeleted %p): %p', (_who, viewer, item, showDeleted, expected) => {
    expect(canSee(viewer, item, showDeleted)).toBe(expected);
  });
});

describe('countPublic', () => {
  const item = (id: string, parentId: string | null, state: 'approved' | 'pending' | 'deleted' = 'approved') => ({
    id,
    parentId,
    approved: state === 'approved',
    rejected: state === 'deleted',
  });

  it.each([
    ['nothing', [], 0],
    ['approved items and replies at any depth', [item('a', null), item('b', 'a'), item('c', 'b')], 3],
    ['pending and deleted items do not count', [item('a', null), item('b', null, 'pending'), item('c', null, 'deleted')], 1],
    ['replies under a pending item do not count', [item('a', null, 'pending'), item('b', 'a'), item('c', 'b')], 0],
    ['replies under a deleted reply do not count', [item('a', null), item('b', 'a', 'deleted'), item('c', 'b')], 1],
    ['a reply whose parent is gone does not count', [item('b', 'missing')], 0],
  ])('%s: %p', (_case, items, expected) => {
    expect(countPublic(items)).toBe(expected);
  });

  it('should not loop on a cycle', () => {
    expect(countPublic([item('a', 'b'), item('b', 'a')])).toBe(0);
  });
});

describe('actionsFor', () => {
  it.each([
    ['pending', ['approve', 'delete']],
    ['approved', ['reject', 'delete']],
    ['rejected', ['approve', 'restore']],
  ] as const)('should offer on a %s item %p', (state, actions) => {
    expect(actionsFor(state)).toEqual(actions);
  });

  it.each(MODERATION_STATES)('should offer on a %s item only actions that move it', (state) => {
    const flags = { approved: false, ...MODERATION_STATE_FLAGS[state] };
    for (const action of actionsFor(state)) expect(moderationStateOf(moderated(flags, action))).not.toBe(state);
  });
});
