import { isStaff } from '../users/access-level';
import type { Actor } from '../users/user.rules';
import { type ModerationAction, type ModerationFlags, type ModerationState, moderationStateOf } from './moderation.rules';

/**
 * Who sees a moderated item (a comment or a testimonial), in each of its states, stated once in three forms side by
 * side: for one item (canSee), as a query the database runs (visibleRowsQuery, viewBeyondPublic) and as a count
 * (countPublic). visibility.rules.spec.ts holds the pure form to the table below; the API's
 * test/visibility.e2e-spec.ts holds the query and count forms to the pure one on a real database.
 *
 *   state              visitor   another family   its author   staff
 *   approved           yes       yes              yes          yes
 *   pending            no        no               yes          yes
 *   rejected (deleted) no        no               no           when they ask to see deletes
 *   held for consent   no        no               yes          no (until the parent agrees)
 *
 * Spec sections 4 and 6; a child's writing held for a parent's consent is issue 27.
 */

/** A moderated item as the rule reads it; `heldForConsent` is only known where the rows are stored. */
export interface VisibleItem extends ModerationFlags {
  userId: string;
  heldForConsent?: boolean;
}

export function canSee(viewer: Actor | null, item: VisibleItem, showDeleted = false): boolean {
  if (item.heldForConsent && viewer?.id !== item.userId) return false;
  if (isStaff(viewer?.accessLevel)) return showDeleted || !item.rejected;
  if (item.rejected) return false;
  return item.approved || item.userId === viewer?.id;
}

/** A condition on a moderated row's columns: a row matches when every field given is equal. */
export interface ModeratedRowMatch {
  approved?: boolean;
  rejected?: boolean;
  userId?: string;
  heldForConsent?: boolean;
}

/** Rows matching any of the conditions, in the Mongo-like shape the API's ORM reads as it is. */
export interface VisibleRowsQuery {
  $or: ModeratedRowMatch[];
}

/** What anyone may read: approved, not deleted, and not held for a parent's consent. */
const PUBLISHED: ModeratedRowMatch = { approved: true, rejected: false, heldForConsent: false };

/** canSee as a query, so the database hands back only the rows `viewer` may see. */
export function visibleRowsQuery(viewer: Actor | null, showDeleted = false): VisibleRowsQuery {
  // Staff see every row but a child's held for a parent's consent (unless it is their own).
  if (viewer && isStaff(viewer.accessLevel)) {
    return showDeleted
      ? { $or: [{ heldForConsent: false }, { userId: viewer.id }] }
      : { $or: [{ rejected: false, heldForConsent: false }, { rejected: false, userId: viewer.id }] };
  }
  return { $or: viewer ? [PUBLISHED, { userId: viewer.id, rejected: false }] : [PUBLISHED] };
}

/**
 * What `viewer` sees of a list of moderated rows beyond the visitors' copy, for sharing that copy with them:
 * - `same`: nothing (a visitor);
 * - `unless`: the rows matching `rows` (their own awaiting approval, held for a parent's consent or not: a held row is
 *   never approved, since the moderation queue never holds it), so the visitors' copy is theirs while none do;
 * - `own`: rows of anyone and fields no visitor gets (staff), so they never share it.
 */
export type ViewBeyondPublic = { kind: 'same' } | { kind: 'unless'; rows: ModeratedRowMatch } | { kind: 'own' };

export function viewBeyondPublic(viewer: Actor | null): ViewBeyondPublic {
  if (!viewer) return { kind: 'same' };
  if (isStaff(viewer.accessLevel)) return { kind: 'own' };
  return { kind: 'unless', rows: { userId: viewer.id, approved: false, rejected: false } };
}

export interface ThreadItem extends ModerationFlags {
  id: string;
  /** The item this one answers (a reply), or null for one that answers nothing. */
  parentId: string | null;
}

/**
 * How many of these items a visitor can read: canSee(null) of each, where a reply counts only when every item above
 * it counts too, since a visitor reaches replies through them (a post's replyCount). Held items are never approved.
 */
export function countPublic(items: readonly ThreadItem[]): number {
  const byId = new Map(items.map((item) => [item.id, item]));
  const known = new Map<string, boolean>();
  const isPublic = (item: ThreadItem, seen = new Set<string>()): boolean => {
    const cached = known.get(item.id);
    if (cached !== undefined) return cached;
    let result = canSee(null, { ...item, userId: '' });
    if (result && item.parentId !== null) {
      const parent = byId.get(item.parentId);
      result = parent !== undefined && !seen.has(parent.id) && isPublic(parent, seen.add(item.id));
    }
    known.set(item.id, result);
    return result;
  };
  return items.filter((item) => isPublic(item)).length;
}

/**
 * The moderation actions staff are offered on an item in a state: those that move it somewhere (see moderated). The
 * console's inbox shows them as buttons, the site's cards those it has room for, and the audit trail words each
 * one as ACTION_DONE says.
 */
const ACTIONS_OF_STATE: Record<ModerationState, readonly ModerationAction[]> = {
  pending: ['approve', 'delete'],
  approved: ['reject', 'delete'],
  rejected: ['approve', 'restore'],
};

export function actionsFor(state: ModerationState): readonly ModerationAction[] {
  return ACTIONS_OF_STATE[state];
}

/** Whether `action` is one of those offered on `item` as it is now. */
export const offers = (item: ModerationFlags, action: ModerationAction) => actionsFor(moderationStateOf(item)).includes(action);

/** How the audit trail says an action was done: "approved the comment by Maya". */
export const ACTION_DONE: Record<ModerationAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  delete: 'deleted',
  restore: 'restored',
};
