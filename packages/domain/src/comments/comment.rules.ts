import { isAdmin } from '../users/access-level';
import type { Actor } from '../users/user.rules';
import type { BlogComment } from './comment.types';

type Moderated = Pick<BlogComment, 'userId' | 'approved' | 'rejected'>;

/**
 * Spec section 4: visitors and GENERAL users (level 3) see approved comments that were not deleted
 * (rejected); admins (levels below 3) also see those still awaiting approval. Authors also see their
 * own comments while they await approval, so a new comment does not seem to vanish. Deleted comments
 * stay hidden from everyone unless an admin asks to see deletes.
 */
export function canSeeComment(viewer: Actor | null, comment: Moderated, showDeleted = false): boolean {
  const admin = isAdmin(viewer?.accessLevel);
  if (comment.rejected) return admin && showDeleted;
  if (comment.approved) return true;
  return admin || (viewer !== null && viewer.id === comment.userId);
}

/** "Awaiting approval" shows on comments that are neither approved nor deleted. */
export function isAwaitingApproval(comment: Pick<BlogComment, 'approved' | 'rejected'>): boolean {
  return !comment.approved && !comment.rejected;
}

/** Authors edit their own text; admins edit any comment and are the only ones who approve or delete. */
export function canEditComment(actor: Actor | null, comment: Pick<BlogComment, 'userId'>): boolean {
  return actor !== null && (isAdmin(actor.accessLevel) || actor.id === comment.userId);
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
