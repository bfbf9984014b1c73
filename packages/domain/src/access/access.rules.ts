import type { BlogComment } from '../comments/comment.types';
import type { Testimonial } from '../testimonials/testimonial.types';
import { type AccessLevel, isGod, isStaff } from '../users/access-level';
import type { Actor } from '../users/user.rules';
import type { User } from '../users/user.types';
import { UserType } from '../users/user-type';

/**
 * Who may do what to a record, one table for the API and both front ends (immich's requireAccess and Ghost's
 * permissions service were the models). Each permission is one pure rule over the actor and the record; the API
 * applies it through requireAccess (apps/api/src/common/access), which turns each refusal into its status and the
 * spec's words, and a page asks `can()` to show or hide a button. Routes that need no record (staff only, GOD only,
 * any signed-in person) say so in their @Endpoint's `access` and never come here; a change within such a route that
 * only some of its callers may make (a level handed out, a type, a school setting) is a permission here too.
 */

/** A comment as the rules read it; `heldForConsent` is only known where the rows are stored. */
type CommentRecord = Pick<BlogComment, 'userId' | 'rejected'> & { heldForConsent?: boolean };
type TestimonialRecord = Pick<Testimonial, 'userId'> & { heldForConsent?: boolean };
type UserRecord = Pick<User, 'id' | 'accessLevel'> & { parentId?: string | null };
/** An access level being handed out, to a new account or an existing one. */
type LevelRecord = { accessLevel: AccessLevel };
/** An account's type, as it is and as the change would make it. */
type TypeChangeRecord = Pick<User, 'type'> & { newType: User['type'] };
/** The school's own settings: one for the whole site, so the rule reads only the actor. */
type SchoolRecord = Record<string, never>;
/** The record of the school's settings permissions (`can(actor, 'settings.twoStepPolicy', THE_SCHOOL)`). */
export const THE_SCHOOL: SchoolRecord = {};
/** A family on the admissions record (issue 41), as the rules read it: the accounts of its guardians. */
type FamilyRecord = { guardianUserIds: readonly string[] };

/**
 * Why a request is refused, each with one answer per kind of record (see requireAccess):
 * - `hidden`: the record is not there for this person (a 404, as if it did not exist);
 * - `not-yours`: it is someone else's;
 * - `staff-only`: it is theirs, but this change is for school staff (approving, deleting by flag, access levels), or,
 *   for the school's settings and a second step's reset, for a GOD;
 * - for an access level, `not-yours` is one above the actor's own: nobody hands out more rights than they hold.
 */
export type Refusal = 'hidden' | 'not-yours' | 'staff-only';
export type Decision = 'allowed' | Refusal;

interface RecordOf {
  comment: CommentRecord;
  testimonial: TestimonialRecord;
  user: UserRecord;
  level: LevelRecord;
  typeChange: TypeChangeRecord;
  school: SchoolRecord;
  family: FamilyRecord;
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

/** Spec section 5: staff hand out levels, never above their own (a GOD may create GODs, an ADMIN only ADMINs and below). */
function levelAssignment(actor: Actor, { accessLevel }: LevelRecord): Decision {
  if (!isStaff(actor.accessLevel)) return 'staff-only';
  return accessLevel >= actor.accessLevel ? 'allowed' : 'not-yours';
}

/**
 * Staff change any account's type; a family changes a parent's or teacher's between those two, but nobody but staff
 * makes an account a child's or stops it being one (a child could otherwise step round the parent's consent, or
 * show its full name).
 */
function typeChange(actor: Actor, { type, newType }: TypeChangeRecord): Decision {
  if (newType === type || isStaff(actor.accessLevel)) return 'allowed';
  return type !== UserType.CHILD && newType !== UserType.CHILD ? 'allowed' : 'staff-only';
}

/**
 * Issue 41: a guardian corrects their own family on My family; anyone else, staff included (they work on the board),
 * finds nothing there, as if it did not exist.
 */
const ownFamily = (actor: Actor, family: FamilyRecord): Decision => (family.guardianUserIds.includes(actor.id) ? 'allowed' : 'hidden');

const godOnly = (actor: Actor): Decision => (isGod(actor.accessLevel) ? 'allowed' : 'staff-only');

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
  /** Move an account to another access level (which levels one may hand out is `user.assignLevel`). */
  'user.changeLevel': { kind: 'user', who: 'Staff.', rule: (actor: Actor, target: UserRecord) => staffToo(userChange(actor, target), actor) },
  /** Give a new or an existing account this access level (the Create User form, a change of level). */
  'user.assignLevel': { kind: 'level', who: 'Staff, up to their own level.', rule: levelAssignment },
  /** Change an account's type (parent, teacher, child). */
  'user.changeType': { kind: 'typeChange', who: "Its holder between parent and teacher; staff to or from a child's.", rule: typeChange },
  /**
   * Take the second step off someone's account (DELETE /api/users/:id/two-step); whether it may come off at all (the
   * last GOD's, staff's own while the school requires it) is secondFactorRemovalRefusal's.
   */
  'user.resetTwoStep': { kind: 'user', who: 'A GOD.', rule: godOnly },
  /** Turn on or off whether staff must sign in in two steps (the account settings' twoStepRequiredForStaff). */
  'settings.twoStepPolicy': { kind: 'school', who: 'A GOD.', rule: godOnly },
  /** Correct a student's names and date of birth on My family (PUT /api/account/family/students). */
  'family.correctStudent': { kind: 'family', who: "A guardian of the student's family, signed in with their own account.", rule: ownFamily },
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
