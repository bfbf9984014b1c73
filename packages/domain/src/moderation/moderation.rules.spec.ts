import { validate } from '../validation/validate';
import {
  ACTION_REACHING,
  FLAGS_OF_STATE,
  MODERATION_ACTIONS,
  MODERATION_STATE_FLAGS,
  MODERATION_STATES,
  moderated,
  moderationChanges,
  moderationStateOf,
  repeatedIds,
} from './moderation.rules';
import { moderateItemsSchema, moderationQueueQuerySchema, showDeletedQuery } from './moderation.schema';

const pending = { approved: false, rejected: false };
const approved = { approved: true, rejected: false };
const rejected = { approved: false, rejected: true };

describe('moderationStateOf', () => {
  it.each([
    [pending, 'pending'],
    [approved, 'approved'],
    [rejected, 'rejected'],
    [{ approved: true, rejected: true }, 'rejected'],
  ])('%o is %p', (flags, state) => {
    expect(moderationStateOf(flags)).toBe(state);
  });

  it.each(MODERATION_STATES)('should find %p items by its stored flags and write them so', (state) => {
    expect(FLAGS_OF_STATE[state]).toMatchObject(MODERATION_STATE_FLAGS[state]);
    expect(moderationStateOf(FLAGS_OF_STATE[state])).toBe(state);
  });
});

describe('moderated', () => {
  it.each([
    ['approve', pending, approved],
    ['approve', approved, approved],
    ['approve', rejected, approved],
    ['reject', pending, pending],
    ['reject', approved, pending],
    ['reject', rejected, rejected],
    ['delete', pending, rejected],
    ['delete', approved, rejected],
    ['delete', rejected, rejected],
    ['restore', pending, pending],
    ['restore', approved, pending],
    ['restore', rejected, pending],
  ] as const)('%s of %o gives %o', (action, item, expected) => {
    expect(moderated(item, action)).toEqual(expected);
  });

  it.each(MODERATION_STATES.flatMap((from) => MODERATION_STATES.map((to) => [from, to] as const)))(
    'should bring an item from %p to %p in one action',
    (from, to) => {
      expect(moderationStateOf(moderated(FLAGS_OF_STATE[from], ACTION_REACHING[to]))).toBe(to);
    },
  );
});

describe('moderationChanges', () => {
  const items = [
    { id: 'a', ...pending },
    { id: 'b', ...approved },
    { id: 'c', ...rejected },
  ];

  it.each([
    ['approve', [{ id: 'a', from: 'pending', to: 'approved' }, { id: 'c', from: 'rejected', to: 'approved' }]],
    ['reject', [{ id: 'b', from: 'approved', to: 'pending' }]],
    ['delete', [{ id: 'a', from: 'pending', to: 'rejected' }, { id: 'b', from: 'approved', to: 'rejected' }]],
    ['restore', [{ id: 'b', from: 'approved', to: 'pending' }, { id: 'c', from: 'rejected', to: 'pending' }]],
  ] as const)('%s lists only the items it moves', (action, expected) => {
    expect(moderationChanges(items, action)).toEqual(expected);
  });
});

describe('repeatedIds', () => {
  it.each([
    [[], []],
    [['a', 'b'], []],
    [['a', 'b', 'a', 'a', 'c', 'b'], ['a', 'b']],
  ])('%p repeats %p', (ids, expected) => {
    expect(repeatedIds(ids)).toEqual(expected);
  });
});

describe('moderateItemsSchema', () => {
  const messageOf = (input: unknown) => {
    const result = validate(moderateItemsSchema, input);
    return result.ok ? 'accepted' : result.message;
  };
  const many = (count: number) => Array.from({ length: count }, (_, i) => ({ kind: i % 2 ? 'comment' : 'testimonial', id: `id-${i}` }));

  it.each([
    ['one item and each action', MODERATION_ACTIONS.map((action) => ({ action, items: [{ kind: 'comment', id: 'a' }] })), 'accepted'],
    ['a comment and a testimonial with the same id', [{ action: 'approve', items: [{ kind: 'comment', id: 'a' }, { kind: 'testimonial', id: 'a' }] }], 'accepted'],
    ['1,000 items', [{ action: 'approve', items: many(1000) }], 'accepted'],
    ['no items', [{ action: 'approve', items: [] }], 'Please choose at least one comment or testimonial'],
    ['items that are not a list', [{ action: 'approve', items: 'a' }], 'Please choose at least one comment or testimonial'],
    ['an item without an id', [{ action: 'approve', items: [{ kind: 'comment' }] }], 'Please choose at least one comment or testimonial'],
    ['an item of no known kind', [{ action: 'approve', items: [{ kind: 'post', id: 'a' }] }], 'Please choose comment or testimonial (or leave kind out for both)'],
    ['1,001 items', [{ action: 'approve', items: many(1001) }], 'Please moderate at most 1,000 items at a time.'],
    ['an item twice', [{ action: 'approve', items: [{ kind: 'comment', id: 'a' }, { kind: 'comment', id: 'b' }, { kind: 'comment', id: 'a' }] }], 'Please list each item once. These are listed more than once: comment:a'],
    ['an unknown action', [{ action: 'publish', items: [{ kind: 'comment', id: 'a' }] }], 'Please choose what to do: approve, reject or delete'],
  ])('%s: %p', (_case, inputs, expected) => {
    for (const input of inputs) expect(messageOf(input)).toBe(expected);
  });
});

describe('showDeletedQuery', () => {
  it.each([
    [undefined, true, false],
    ['true', true, true],
    ['false', true, false],
    ['yes', false, null],
  ])('%p is accepted: %p, as %p', (value, ok, expected) => {
    const result = validate(showDeletedQuery, value);
    expect(result.ok ? result.data : null).toBe(expected);
    expect(result.ok).toBe(ok);
  });
});

describe('moderationQueueQuerySchema', () => {
  it('should default to the first 50 pending items of both kinds', () => {
    expect(validate(moderationQueueQuerySchema, {})).toEqual({ ok: true, data: { state: 'pending', limit: 50, offset: 0 } });
  });

  it('should read the query string as sent', () => {
    expect(validate(moderationQueueQuerySchema, { kind: 'comment', state: 'rejected', q: '  Garden ', limit: '200', offset: '50' })).toEqual({
      ok: true,
      data: { kind: 'comment', state: 'rejected', q: 'Garden', limit: 200, offset: 50 },
    });
    expect(validate(moderationQueueQuerySchema, { q: '   ' })).toMatchObject({ ok: true, data: { q: undefined } });
  });

  it.each([
    ['an unknown kind', { kind: 'blog' }, 'Please choose comment or testimonial (or leave kind out for both)'],
    ['an unknown state', { state: 'deleted' }, 'Please choose pending, approved or rejected'],
    ['no items', { limit: '0' }, 'Please ask for between 1 and 200 items'],
    ['201 items', { limit: '201' }, 'Please ask for between 1 and 200 items'],
    ['a limit that is not a number', { limit: 'many' }, 'Please ask for between 1 and 200 items'],
    ['a negative offset', { offset: '-1' }, 'The offset must be a whole number, 0 or more'],
    ['a fractional offset', { offset: '1.5' }, 'The offset must be a whole number, 0 or more'],
    ['a 201-character search', { q: 'x'.repeat(201) }, 'Please keep the search under 200 characters'],
  ])('should refuse %s: %p', (_case, input, message) => {
    const result = validate(moderationQueueQuerySchema, input);
    expect(result.ok ? 'accepted' : result.message).toBe(message);
  });
});
