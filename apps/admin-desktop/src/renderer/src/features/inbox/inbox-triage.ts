import { ACTION_REACHING, MODERATION_STATES, type ModerationAction } from '@trailside/domain/moderation/moderation.rules';
import type { KindedModerationChange, ModerationBatch } from '@trailside/ui/moderation/api/moderate-items';

/** One decision the inbox can take back: what was done, and the changes the server reported. */
export interface UndoEntry {
  action: ModerationAction;
  changes: KindedModerationChange[];
}

/** How many decisions `u` can take back, most recent first. */
export const UNDO_DEPTH = 20;

/**
 * The list's keyboard state: the items in order (by key, "kind:id"), the one under the cursor, the ones
 * selected, and the decisions that can be undone. Pure, so the keys can be tested without a browser.
 */
export interface TriageState {
  keys: string[];
  /** The item under the cursor; null when the list is empty. */
  active: string | null;
  /** Where the cursor was, so it stays in place when the item under it leaves the list. */
  activeIndex: number;
  selected: string[];
  undo: UndoEntry[];
}

export type TriageEvent =
  | { type: 'list'; keys: string[] }
  | { type: 'move'; by: number }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'focus'; key: string }
  | { type: 'toggle'; key?: string }
  | { type: 'toggleAll' }
  | { type: 'clearSelection' }
  | { type: 'done'; entry: UndoEntry }
  | { type: 'undoing' };

export const initialTriage: TriageState = { keys: [], active: null, activeIndex: 0, selected: [], undo: [] };

const at = (state: TriageState, index: number): TriageState => {
  if (!state.keys.length) return { ...state, active: null, activeIndex: 0 };
  const activeIndex = Math.min(Math.max(index, 0), state.keys.length - 1);
  return { ...state, active: state.keys[activeIndex]!, activeIndex };
};

export function triageReducer(state: TriageState, event: TriageEvent): TriageState {
  switch (event.type) {
    case 'list': {
      // An item that left the list (decided, or decided elsewhere) leaves the selection too; the cursor stays
      // on its item, or where that item was, which is now the next one.
      const present = new Set(event.keys);
      const next = { ...state, keys: event.keys, selected: state.selected.filter((key) => present.has(key)) };
      const index = state.active === null ? -1 : event.keys.indexOf(state.active);
      return at(next, index >= 0 ? index : state.activeIndex);
    }
    case 'move':
      return at(state, state.activeIndex + event.by);
    case 'first':
      return at(state, 0);
    case 'last':
      return at(state, state.keys.length - 1);
    case 'focus': {
      const index = state.keys.indexOf(event.key);
      return index < 0 ? state : at(state, index);
    }
    case 'toggle': {
      const key = event.key ?? state.active;
      if (key === null || !state.keys.includes(key)) return state;
      const selected = state.selected.includes(key) ? state.selected.filter((other) => other !== key) : [...state.selected, key];
      return { ...state, selected };
    }
    case 'toggleAll': {
      const all = state.keys.length > 0 && state.keys.every((key) => state.selected.includes(key));
      return { ...state, selected: all ? [] : [...state.keys] };
    }
    case 'clearSelection':
      return { ...state, selected: [] };
    case 'done':
      return event.entry.changes.length ? { ...state, selected: [], undo: [event.entry, ...state.undo].slice(0, UNDO_DEPTH) } : state;
    case 'undoing':
      return { ...state, undo: state.undo.slice(1) };
  }
}

/** What a decision acts on: the selected items, or the one under the cursor when none is selected. */
export function targetKeys(state: Pick<TriageState, 'active' | 'selected' | 'keys'>): string[] {
  if (state.selected.length) return state.keys.filter((key) => state.selected.includes(key));
  return state.active === null ? [] : [state.active];
}

/**
 * The requests that put back what `entry` changed: every item returns to the state it was in, with the one
 * action that reaches that state from anywhere (ACTION_REACHING), one batch per state returned to.
 */
export function undoBatches(entry: UndoEntry): ModerationBatch[] {
  return MODERATION_STATES.flatMap((state) => {
    const items = entry.changes.filter((change) => change.from === state).map(({ kind, id, to }) => ({ kind, id, state: to }));
    return items.length ? [{ action: ACTION_REACHING[state], items }] : [];
  });
}

export type TriageCommand =
  | 'next'
  | 'previous'
  | 'first'
  | 'last'
  | 'toggle'
  | 'toggleAll'
  | 'approve'
  | 'reject'
  | 'delete'
  | 'undo'
  | 'search'
  | 'clearSelection';

/** The inbox's keys (see the help beside the list); a key with Ctrl, Cmd or Alt is the system's, except Ctrl/Cmd+A. */
export function commandOfKey({ key, ctrlKey = false, metaKey = false, altKey = false }: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): TriageCommand | null {
  if (altKey) return null;
  if (ctrlKey || metaKey) return key.toLowerCase() === 'a' ? 'toggleAll' : null;
  switch (key) {
    case 'j':
    case 'ArrowDown':
      return 'next';
    case 'k':
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'x':
    case ' ':
      return 'toggle';
    case 'a':
      return 'approve';
    case 'r':
      return 'reject';
    case 'd':
      return 'delete';
    case 'u':
      return 'undo';
    case '/':
      return 'search';
    case 'Escape':
      return 'clearSelection';
    default:
      return null;
  }
}
