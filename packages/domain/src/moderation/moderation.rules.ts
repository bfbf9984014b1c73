/**
 * Comments and testimonials are moderated alike. Each carries two flags: `approved` (visitors see it) and
 * `rejected`, the spec's soft delete (hidden from everyone except admins who ask to see deletes). From the
 * flags, each item is in one of three states; `rejected` wins over `approved`:
 *
 *   pending  = not approved, not rejected ("Awaiting approval")
 *   approved = approved, not rejected
 *   rejected = rejected (deleted; the row stays)
 */
export const MODERATION_KINDS = ['comment', 'testimonial'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

export interface ModerationFlags {
  approved: boolean;
  rejected: boolean;
}

/** The stored flags that make each state; a filter a database query can use as it is. */
export const MODERATION_STATE_FLAGS = {
  pending: { approved: false, rejected: false },
  approved: { approved: true, rejected: false },
  rejected: { rejected: true },
} as const satisfies Record<ModerationState, Partial<ModerationFlags>>;

/** The flags an item is written with when it moves to a state. */
export const FLAGS_OF_STATE: Record<ModerationState, ModerationFlags> = {
  pending: { approved: false, rejected: false },
  approved: { approved: true, rejected: false },
  rejected: { approved: false, rejected: true },
};

export function moderationStateOf({ approved, rejected }: ModerationFlags): ModerationState {
  if (rejected) return 'rejected';
  return approved ? 'approved' : 'pending';
}

/**
 * The one list of moderation actions, with one meaning each for comments and testimonials alike. Mind the
 * names: the action `reject` does not set the `rejected` flag. Spec section 4 has "reject" take approval
 * away and "delete" set `rejected`.
 *
 *   action   approved  rejected    pending ->  approved ->  rejected ->
 *   approve  true      false       approved    approved     approved
 *   reject   false     unchanged   pending     pending      rejected   (withdraws approval; a deleted item stays deleted)
 *   delete   false     true        rejected    rejected     rejected   (the soft delete)
 *   restore  false     false       pending     pending      pending    (brings a deleted item back to awaiting approval)
 *
 * So every state is one action away from any other (see ACTION_REACHING).
 */
export const MODERATION_ACTIONS = ['approve', 'reject', 'delete', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What `action` makes of an item's flags (the table above). */
export function moderated(item: ModerationFlags, action: ModerationAction): ModerationFlags {
  switch (action) {
    case 'approve':
      return { approved: true, rejected: false };
    case 'reject':
      return { approved: false, rejected: item.rejected };
    case 'delete':
      return { approved: false, rejected: true };
    case 'restore':
      return { approved: false, rejected: false };
  }
}

/** Whether a single item's change (PUT) sets its moderation flags, which the access table keeps for staff (`*.moderate`). */
export const movesFlags = (change: Partial<ModerationFlags>) => change.approved !== undefined || change.rejected !== undefined;

/** The action that brings any item to a state, whatever state it is in now: how an "undo" puts an item back. */
export const ACTION_REACHING: Record<ModerationState, ModerationAction> = {
  pending: 'restore',
  approved: 'approve',
  rejected: 'delete',
};

/** One item whose state an action moved. */
export interface ModerationChange {
  id: string;
  from: ModerationState;
  to: ModerationState;
}

/** The items whose state `action` moves, in the order given; items it leaves where they are are not listed. */
export function moderationChanges(items: readonly (ModerationFlags & { id: string })[], action: ModerationAction): ModerationChange[] {
  return items.flatMap((item) => {
    const from = moderationStateOf(item);
    const to = moderationStateOf(moderated(item, action));
    return from === to ? [] : [{ id: item.id, from, to }];
  });
}

/** One bulk request moderates at most this many items (one transaction, one answer). */
export const MAX_MODERATION_IDS = 1000;

/** The inbox lists this many items a page unless asked for fewer or more, and never more than the maximum. */
export const DEFAULT_MODERATION_QUEUE_LIMIT = 50;
export const MAX_MODERATION_QUEUE_LIMIT = 200;

/** Ids listed more than once, each named once, in the order they first repeat. */
export function repeatedIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
}
