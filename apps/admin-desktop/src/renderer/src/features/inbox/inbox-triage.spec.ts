import { commandOfKey, initialTriage, targetKeys, triageReducer, type TriageEvent, type TriageState, type UndoEntry, UNDO_DEPTH, undoBatches } from './inbox-triage';

const run = (events: TriageEvent[], from: TriageState = initialTriage) => events.reduce(triageReducer, from);
const listed = (keys: string[]) => run([{ type: 'list', keys }]);
const approval = (id: string): UndoEntry => ({ action: 'approve', changes: [{ kind: 'comment', id, from: 'pending', to: 'approved' }] });

describe('triageReducer', () => {
  it('should put the cursor on the first item when the list arrives, and nowhere when it is empty', () => {
    expect(listed(['a', 'b', 'c'])).toMatchObject({ active: 'a', activeIndex: 0 });
    expect(listed([])).toMatchObject({ active: null });
  });

  it('should move the cursor within the list and stop at its ends', () => {
    const list = listed(['a', 'b', 'c']);
    expect(run([{ type: 'move', by: 1 }], list).active).toBe('b');
    expect(run([{ type: 'move', by: 1 }, { type: 'move', by: 1 }, { type: 'move', by: 1 }], list).active).toBe('c');
    expect(run([{ type: 'move', by: -1 }], list).active).toBe('a');
    expect(run([{ type: 'last' }], list).active).toBe('c');
    expect(run([{ type: 'last' }, { type: 'first' }], list).active).toBe('a');
    expect(run([{ type: 'focus', key: 'b' }], list).active).toBe('b');
    expect(run([{ type: 'focus', key: 'gone' }], list).active).toBe('a');
  });

  it('should keep the cursor on its item when items above it leave, and on the next one when its own item leaves', () => {
    const onC = run([{ type: 'move', by: 2 }], listed(['a', 'b', 'c', 'd']));
    expect(run([{ type: 'list', keys: ['a', 'c', 'd'] }], onC)).toMatchObject({ active: 'c', activeIndex: 1 });
    expect(run([{ type: 'list', keys: ['a', 'b', 'd'] }], onC)).toMatchObject({ active: 'd', activeIndex: 2 });
    expect(run([{ type: 'list', keys: ['a', 'b'] }], onC)).toMatchObject({ active: 'b', activeIndex: 1 });
  });

  it('should select and unselect the item under the cursor or the one named, and drop items that leave', () => {
    const list = listed(['a', 'b', 'c']);
    const selected = run([{ type: 'toggle' }, { type: 'move', by: 2 }, { type: 'toggle' }, { type: 'toggle', key: 'b' }], list);
    expect(selected.selected).toEqual(['a', 'c', 'b']);
    expect(run([{ type: 'toggle', key: 'c' }], selected).selected).toEqual(['a', 'b']);
    expect(run([{ type: 'list', keys: ['b', 'c'] }], selected).selected).toEqual(['c', 'b']);
    expect(run([{ type: 'toggle', key: 'gone' }], list).selected).toEqual([]);
  });

  it('should select every item, or none when all are selected', () => {
    const all = run([{ type: 'toggleAll' }], listed(['a', 'b']));
    expect(all.selected).toEqual(['a', 'b']);
    expect(run([{ type: 'toggleAll' }], all).selected).toEqual([]);
    expect(run([{ type: 'clearSelection' }], all).selected).toEqual([]);
  });

  it('should remember decisions newest first, forget the selection after one, and take back the newest on undo', () => {
    const state = run([{ type: 'toggle' }, { type: 'done', entry: approval('1') }, { type: 'done', entry: approval('2') }], listed(['a']));
    expect(state.selected).toEqual([]);
    expect(state.undo.map((entry) => entry.changes[0]!.id)).toEqual(['2', '1']);
    expect(run([{ type: 'undoing' }], state).undo.map((entry) => entry.changes[0]!.id)).toEqual(['1']);
  });

  it('should not remember a decision that changed nothing, nor more than the undo depth', () => {
    expect(run([{ type: 'done', entry: { action: 'reject', changes: [] } }]).undo).toEqual([]);
    const many = run(Array.from({ length: UNDO_DEPTH + 5 }, (_, index): TriageEvent => ({ type: 'done', entry: approval(String(index)) })));
    expect(many.undo).toHaveLength(UNDO_DEPTH);
    expect(many.undo[0]!.changes[0]!.id).toBe(String(UNDO_DEPTH + 4));
  });
});

describe('targetKeys', () => {
  it('should act on the selection in list order, else on the item under the cursor, else on nothing', () => {
    const list = listed(['a', 'b', 'c']);
    expect(targetKeys(run([{ type: 'toggle', key: 'c' }, { type: 'toggle', key: 'a' }], list))).toEqual(['a', 'c']);
    expect(targetKeys(run([{ type: 'move', by: 1 }], list))).toEqual(['b']);
    expect(targetKeys(listed([]))).toEqual([]);
  });
});

describe('undoBatches', () => {
  it('should send every item back to where it was, one batch per state, with the action that reaches it', () => {
    const entry: UndoEntry = {
      action: 'delete',
      changes: [
        { kind: 'comment', id: 'c1', from: 'pending', to: 'rejected' },
        { kind: 'testimonial', id: 't1', from: 'approved', to: 'rejected' },
        { kind: 'testimonial', id: 't2', from: 'pending', to: 'rejected' },
      ],
    };
    expect(undoBatches(entry)).toEqual([
      { action: 'restore', items: [{ kind: 'comment', id: 'c1', state: 'rejected' }, { kind: 'testimonial', id: 't2', state: 'rejected' }] },
      { action: 'approve', items: [{ kind: 'testimonial', id: 't1', state: 'rejected' }] },
    ]);
  });

  it('should take an approval back to awaiting approval and a restore back to deleted', () => {
    expect(undoBatches(approval('1'))).toEqual([{ action: 'restore', items: [{ kind: 'comment', id: '1', state: 'approved' }] }]);
    expect(undoBatches({ action: 'restore', changes: [{ kind: 'testimonial', id: 't', from: 'rejected', to: 'pending' }] })).toEqual([
      { action: 'delete', items: [{ kind: 'testimonial', id: 't', state: 'pending' }] },
    ]);
  });
});

describe('commandOfKey', () => {
  it.each([
    ['j', 'next'],
    ['ArrowDown', 'next'],
    ['k', 'previous'],
    ['ArrowUp', 'previous'],
    ['Home', 'first'],
    ['End', 'last'],
    ['x', 'toggle'],
    [' ', 'toggle'],
    ['a', 'approve'],
    ['r', 'reject'],
    ['d', 'delete'],
    ['u', 'undo'],
    ['/', 'search'],
    ['Escape', 'clearSelection'],
    ['q', null],
    ['A', null],
  ])('%p means %p', (key, command) => {
    expect(commandOfKey({ key })).toBe(command);
  });

  it('should leave keys with Ctrl, Cmd or Alt to the system, except Ctrl/Cmd+A for select all', () => {
    expect(commandOfKey({ key: 'a', ctrlKey: true })).toBe('toggleAll');
    expect(commandOfKey({ key: 'a', metaKey: true })).toBe('toggleAll');
    expect(commandOfKey({ key: 'd', ctrlKey: true })).toBeNull();
    expect(commandOfKey({ key: 'a', altKey: true })).toBeNull();
  });
});
