import type { BlogComment } from '../comments/comment.types';
import type { Testimonial } from '../testimonials/testimonial.types';
import { isStaff } from '../users/access-level';
import type { Actor } from '../users/user.rules';
import type { User } from '../users/user.types';

/**
 * Who may do what to a record, one table for the API and both front ends (immich's requireAccess and Ghost's
 * permissions service were the models). Each permission is one pure rule over the actor and the record; the API
 * applies it through requireAccess (apps/api/src/common/access), which turns each refusal into its status and the
 * spec's words, and a page asks `can()` to show or hide a button. Routes that need no record (staff only, GOD only,
 * any signed-in person) say so in their @Endpoint's `access` and never come here.
 */

/** A comment as the rules read it; `heldForConsent` is only known where the rows are stored. */
type CommentRecord = Pick<BlogComment, 'userId' | 'rejected'> & { heldForConsent?: boolean };
type TestimonialRecord = Pick<Testimonial, 'userId'> & { heldForConsent?: boolean };
type UserRecord = Pick<User, 'id' | 'accessLevel'> & { parentId?: string | null };

/**
 * Why a request is refused, each with one answer per kind of record (see requireAccess):
 * - `hidden`: the record is not there for this person (a 404, as if it did not exist);
 * - `not-yours`: it is someone else's;
 * - `staff-only`: it is theirs, but this change is for school staff (approving, deleting by flag, access levels).
 */
export type Refusal = 'hidden' | 'not-yours' | 'staff-only';
export type Decision = 'allowed' | Refusal;

interface RecordOf {
  comment: CommentRecord;
  testimonial: TestimonialRecord;
  user: UserRecord;
}
export type RecordKind = keyof RecordOf;

const owns = (actor: Actor, userId: string) => actor.id === userId;
const ownerOrStaff = (actor: Actor, userId: string): Decision => (owns(actor, userId) || isStaff(actor.accessLevel) ? 'allowed' : 'not-yours');
const staffToo = (decision: Decision, actor: Actor): Decision => (decision === 'allowed' && !isStaff(actor.accessLevel) ? 'staff-only' : decision);
/** A child's writing held for a parent's consent is its author's alone (issue 27): nobody else finds it. */
const heldFromOthers = (actor: Actor, record: { userId: string; heldForConsent?: boolean }) => Boolean(record.heldForConsent) && !owns(actor, record.userId);

/** Spec section 4: authors edit and delete their own comments, staff any; a deleted one is gone for all but staff. */
function commentChange(actor: Actor, comment: CommentRecord): Decision {
  if (heldFromOthers(actor, comment) || (comment.rejected && !isStaff(actor.accessLevel))) return 'hidden';
  return ownerOrStaff(actor, comment.userId);
}

/** Spec section 5: only the author or staff touch a testimonial. */
function testimonialChange(actor: Actor, testimonial: TestimonialRecord): Decision {
  return heldFromOthers(actor, testimonial) ? 'hidden' : ownerOrStaff(actor, testimonial.userId);
}

/**
 * Everyone manages their own account; a parent the children linked to them; staff the accounts of their own level
 * or below.
 */
function userChange(actor: Actor, target: UserRecord): Decision {
  if (owns(actor, target.id) || (target.parentId && target.parentId === actor.id)) return 'allowed';
  return isStaff(actor.accessLevel) && target.accessLevel >= actor.accessLevel ? 'allowed' : 'not-yours';
}

const AUTHOR_OR_STAFF = 'Its author, or staff (access level below 3).';
const ACCOUNT_HOLDER = 'The account holder, the parent of a child account, or staff at that level or above.';

/** The table: each permission, the kind of record it is about, who it lets in (for the API's documentation), and its rule. */
export const PERMISSIONS = {
  /** Change a comment's text (PUT /api/comments). */
  'comment.update': { kind: 'comment', who: AUTHOR_OR_STAFF, rule: commentChange },
  /** Delete a comment (DELETE /api/comments, a soft delete). */
  'comment.delete': { kind: 'comment', who: AUTHOR_OR_STAFF, rule: commentChange },
  /** Approve, reject, delete or restore a comment by its flags (PUT /api/comments with `approved` or `rejected`). */
  'comment.moderate': { kind: 'comment', who: 'Staff.', rule: (actor: Actor, comment: CommentRecord) => staffToo(commentChange(actor, comment), actor) },
  /** See the commenter's e-mail address beside the comment. */
  'comment.readEmail': { kind: 'comment', who: AUTHOR_OR_STAFF, rule: (actor: Actor, comment: CommentRecord) => ownerOrStaff(actor, comment.userId) },
  'testimonial.update': { kind: 'testimonial', who: AUTHOR_OR_STAFF, rule: testimonialChange },
  'testimonial.delete': { kind: 'testimonial', who: AUTHOR_OR_STAFF, rule: testimonialChange },
  'testimonial.moderate': {
    kind: 'testimonial',
    who: 'Staff.',
    rule: (actor: Actor, testimonial: TestimonialRecord) => staffToo(testimonialChange(actor, testimonial), actor),
  },
  'user.read': { kind: 'user', who: ACCOUNT_HOLDER, rule: userChange },
  'user.update': { kind: 'user', who: ACCOUNT_HOLDER, rule: userChange },
  'user.delete': { kind: 'user', who: ACCOUNT_HOLDER, rule: userChange },
  /** Move an account to another access level (which levels one may hand out is canAssignAccessLevel). */
  'user.changeLevel': { kind: 'user', who: 'Staff.', rule: (actor: Actor, target: UserRecord) => staffToo(userChange(actor, target), actor) },
} as const satisfies {
  [name: string]: { [K in RecordKind]: { kind: K; who: string; rule: (actor: Actor, record: RecordOf[K]) => Decision } }[RecordKind];
};

export type Permission = keyof typeof PERMISSIONS;
/** The record a permission is about. */
export type RecordFor<P extends Permission> = RecordOf[(typeof PERMISSIONS)[P]['kind']];

/** What the table says of `actor` doing `permission` to `record`; nobody signed in is refused as not theirs. */
export function decide<P extends Permission>(actor: Actor | null, permission: P, record: RecordFor<P>): Decision {
  if (!actor) return 'not-yours';
  return (PERMISSIONS[permission].rule as (actor: Actor, record: RecordFor<P>) => Decision)(actor, record);
}

/** Whether `actor` may do `permission` to `record`: what a page asks to show or hide a button. */
export function can<P extends Permission>(actor: Actor | null, permission: P, record: RecordFor<P>): boolean {
  return decide(actor, permission, record) === 'allowed';
}
