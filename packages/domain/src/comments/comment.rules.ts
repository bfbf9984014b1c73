import { type ModerationFlags, moderated } from '../moderation/moderation.rules';
import { isStaff } from '../users/access-level';
import { type Actor, isOwnerOrAdmin } from '../users/user.rules';
import type { UpdateComment } from './comment.schema';
import type { BlogComment } from './comment.types';

/** A moderated row as the visibility rule reads it; `heldForConsent` is only known where the rows are stored. */
type Moderated = Pick<BlogComment, 'userId' | 'approved' | 'rejected'> & { heldForConsent?: boolean };

/**
 * Spec section 4: visitors and GENERAL users (level 3) see approved comments that were not deleted
 * (rejected); admins (levels below 3) also see those still awaiting approval. Authors also see their
 * own comments while they await approval, so a new comment does not seem to vanish. Deleted comments
 * stay hidden from everyone unless an admin asks to see deletes. A child's writing held for a parent's
 * consent (issue 27) is its author's alone: nobody else, staff included, sees it until the parent agrees.
 */
export function canSeeComment(viewer: Actor | null, comment: Moderated, showDeleted = false): boolean {
  if (comment.heldForConsent && viewer?.id !== comment.userId) return false;
  const admin = isStaff(viewer?.accessLevel);
  if (comment.rejected) return admin && showDeleted;
  if (comment.approved) return true;
  return isOwnerOrAdmin(viewer, comment.userId);
}

/** A condition on a moderated row's columns (comments, testimonials): a row matches when every field given is equal. */
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

/**
 * canSeeComment turned into a query, so the database hands back only the rows `viewer` may see (the same rule holds
 * for testimonials: canSeeTestimonial). test/visibility.e2e-spec.ts holds the two against each other, for every
 * role and state, on a real database.
 */
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

/** "Awaiting approval" shows on comments that are neither approved nor deleted. */
export function isAwaitingApproval(comment: Pick<BlogComment, 'approved' | 'rejected'>): boolean {
  return !comment.approved && !comment.rejected;
}

/** Authors edit their own text; admins edit any comment and are the only ones who approve or delete. */
export function canEditComment(actor: Actor | null, comment: Pick<BlogComment, 'userId'>): boolean {
  return isOwnerOrAdmin(actor, comment.userId);
}

type Editable = Pick<BlogComment, 'userId' | 'approved' | 'rejected'>;
type CommentFields = Partial<Pick<BlogComment, 'comment' | 'approved' | 'rejected'>>;

/**
 * Why a comment request is refused: a deleted comment is gone for everyone but admins ('not-found');
 * only its author or an admin may touch it ('forbidden'); only admins approve or delete by flag ('admin-only').
 */
export type CommentRefusal = 'not-found' | 'forbidden' | 'admin-only';
export type CommentChangeResult = { ok: true; changes: CommentFields } | { ok: false; reason: CommentRefusal };

function refusalOf(actor: Actor, comment: Editable): CommentRefusal | null {
  if (comment.rejected && !isStaff(actor.accessLevel)) return 'not-found';
  return canEditComment(actor, comment) ? null : 'forbidden';
}

/**
 * PUT /api/comments (spec section 4). Authors change their own text, which always sends the comment back
 * to awaiting approval. Admins change the text (keeping the approval as it was), approve, and delete or
 * restore through `rejected`; a deleted comment is never approved at the same time.
 */
export function commentChange(actor: Actor, comment: Editable, change: Omit<UpdateComment, 'id' | 'docPath'>): CommentChangeResult {
  const refusal = refusalOf(actor, comment);
  if (refusal) return { ok: false, reason: refusal };
  const { comment: text, approved, rejected } = change;
  const changes: CommentFields = {};
  if (text !== undefined) changes.comment = text;
  if (!isStaff(actor.accessLevel)) {
    if (approved !== undefined || rejected !== undefined) return { ok: false, reason: 'admin-only' };
    return { ok: true, changes: { ...changes, approved: false } };
  }
  if (approved !== undefined) changes.approved = approved;
  if (rejected !== undefined) changes.rejected = rejected;
  if (changes.rejected ?? comment.rejected) changes.approved = false;
  return { ok: true, changes };
}

/**
 * DELETE /api/comments: a soft delete for admins and authors alike (rejected true, approved false). The
 * row stays, so replies by other families keep their place; they simply stop showing, as does the comment.
 */
export function commentRemoval(actor: Actor, comment: Editable): { ok: true; changes: ModerationFlags } | { ok: false; reason: CommentRefusal } {
  const refusal = refusalOf(actor, comment);
  return refusal ? { ok: false, reason: refusal } : { ok: true, changes: moderated(comment, 'delete') };
}

export interface ThreadComment {
  id: string;
  /** The comment this one replies to, or null for a comment on the post itself. */
  parentId: string | null;
  approved: boolean;
  rejected: boolean;
}

/**
 * A post's replyCount: the comments a visitor can read, at any depth. A reply counts only when it and
 * every comment above it are approved and not deleted, since a visitor reaches replies through them.
 */
export function countPublicComments(comments: readonly ThreadComment[]): number {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const known = new Map<string, boolean>();
  const isPublic = (comment: ThreadComment, seen = new Set<string>()): boolean => {
    const cached = known.get(comment.id);
    if (cached !== undefined) return cached;
    let result = comment.approved && !comment.rejected;
    if (result && comment.parentId !== null) {
      const parent = byId.get(comment.parentId);
      result = parent !== undefined && !seen.has(parent.id) && isPublic(parent, seen.add(comment.id));
    }
    known.set(comment.id, result);
    return result;
  };
  return comments.filter((comment) => isPublic(comment)).length;
}

/** Where comments live: a post is "blogs/{blogId}", a comment "{parentDocPath}/comments/{id}". */
export const blogDocPath = (blogId: string) => `blogs/${blogId}`;
export const commentDocPath = (parentDocPath: string, id: string) => `${parentDocPath}/comments/${id}`;

export type ParsedDocPath = { kind: 'blog'; blogId: string } | { kind: 'comment'; blogId: string; commentId: string };

/** Reads a parentDocPath: a post, a comment at any depth, or null when it is neither. */
export function parseDocPath(path: string): ParsedDocPath | null {
  const parts = path.split('/');
  if (parts.length < 2 || parts.length % 2 !== 0 || parts[0] !== 'blogs') return null;
  if (parts.some((part) => part.trim() === '')) return null;
  for (let index = 2; index < parts.length; index += 2) if (parts[index] !== 'comments') return null;
  const blogId = parts[1];
  return parts.length === 2 ? { kind: 'blog', blogId } : { kind: 'comment', blogId, commentId: parts[parts.length - 1] };
}

/** A family's e-mail address is theirs: staff and the commenter see it, other families and visitors never do. */
export function canSeeCommenterEmail(viewer: Actor | null, comment: Pick<BlogComment, 'userId'>): boolean {
  return isOwnerOrAdmin(viewer, comment.userId);
}
