import { COMMENT_CONFIRM_DELETE } from '@trailside/domain/comments/comment.messages';
import { DELETE_CONFIRMATION } from '@trailside/domain/messages/confirmation';
import type { ModerationAction, ModerationKind, ModerationState } from '@trailside/domain/moderation/moderation.rules';
import { TESTIMONIAL_CONFIRM } from '@trailside/domain/testimonials/testimonial.messages';

/** The inbox's own words; texts the site shares (the delete confirmations) come from the domain. */
export const KIND_LABELS: Record<ModerationKind, { one: string; many: string }> = {
  comment: { one: 'comment', many: 'comments' },
  testimonial: { one: 'testimonial', many: 'testimonials' },
};

export const STATE_LABELS: Record<ModerationState, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Deleted',
};

export const ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  delete: 'Delete',
  restore: 'Restore',
};

const DONE: Record<ModerationAction, string> = {
  approve: 'Approved',
  reject: 'Took approval back from',
  delete: 'Deleted',
  restore: 'Restored',
};

/** Why an action changed nothing, so a key press is never silently ignored. */
const NOTHING_TO_DO: Record<ModerationAction, string> = {
  approve: 'That is approved already, so nothing changed.',
  reject: 'Nothing to take back: r takes back an approval, and this is not approved.',
  delete: 'That is deleted already, so nothing changed.',
  restore: 'That is already awaiting approval, so nothing changed.',
};

/** What each decision's key does, in the keys help. */
const KEY_WORDS: Partial<Record<ModerationAction, string>> = {
  approve: 'a approves',
  reject: 'r takes back the approval',
  delete: 'd deletes',
};

const counted = (count: number, kind: ModerationKind) => `${count} ${count === 1 ? KIND_LABELS[kind].one : KIND_LABELS[kind].many}`;

/** "2 comments and 1 testimonial". */
export function countPhrase(kinds: readonly ModerationKind[]): string {
  const comments = kinds.filter((kind) => kind === 'comment').length;
  const testimonials = kinds.length - comments;
  return [comments && counted(comments, 'comment'), testimonials && counted(testimonials, 'testimonial')].filter(Boolean).join(' and ');
}

export const INBOX_TEXTS = {
  intro: 'New comments and testimonials from families wait here until you approve them for the website or turn them down.',
  done: (action: ModerationAction, kinds: readonly ModerationKind[]) => `${DONE[action]} ${countPhrase(kinds)}. Press u to undo.`,
  undone: (kinds: readonly ModerationKind[]) => `Undone: ${countPhrase(kinds)} went back to where ${kinds.length === 1 ? 'it was' : 'they were'}.`,
  nothingToUndo: 'There is nothing to undo yet.',
  nothingChosen: 'Please choose an item first: move to it with j and k, or select it with x.',
  nothingToDo: (action: ModerationAction) => NOTHING_TO_DO[action],
  empty: {
    pending: 'Nothing is waiting for approval. New comments and testimonials will appear here.',
    approved: 'Nothing approved matches.',
    rejected: 'Nothing deleted matches.',
  } satisfies Record<ModerationState, string>,
  noMatch: 'Nothing matches that search.',
  loadFailed: 'The inbox could not be loaded.',
  /** The keys that do something to the items of this list, so no key is offered that would only explain itself. */
  help: (actions: readonly ModerationAction[]) =>
    `Keys: j and k move, x selects, ${actions.flatMap((action) => (KEY_WORDS[action] ? [KEY_WORDS[action]] : [])).join(', ')}, u undoes, / searches.`,
} as const;

/**
 * Asked before a delete, under the spec's Delete Confirmation heading with a Delete button: the spec's own
 * question for one testimonial, the site's for one comment, and the same question for several.
 */
export function deleteConfirmation(kinds: readonly ModerationKind[]) {
  const one = kinds.length === 1 ? kinds[0] : undefined;
  const message =
    one === 'testimonial'
      ? TESTIMONIAL_CONFIRM.delete
      : one === 'comment'
        ? COMMENT_CONFIRM_DELETE
        : `Are you sure that you want to delete ${countPhrase(kinds)}?`;
  return { message, heading: DELETE_CONFIRMATION.heading, confirmLabel: DELETE_CONFIRMATION.confirmLabel };
}
