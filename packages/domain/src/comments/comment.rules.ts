import type { ModerationFlags } from '../moderation/moderation.rules';
import { isStaff } from '../users/access-level';
import type { Actor } from '../users/user.rules';
import type { UpdateComment } from './comment.schema';
import type { BlogComment } from './comment.types';

/** "Awaiting approval" shows on comments that are neither approved nor deleted. */
export function isAwaitingApproval(comment: Pick<BlogComment, 'approved' | 'rejected'>): boolean {
  return !comment.approved && !comment.rejected;
}

type CommentFields = Partial<Pick<BlogComment, 'comment' | 'approved' | 'rejected'>>;

/**
 * PUT /api/comments (spec section 4), once the access table has let `actor` make it (comment.update, and
 * comment.moderate for the flags). Authors change their own text, which always sends the comment back to awaiting
 * approval. Staff change the text (keeping the approval as it was), approve, and delete or restore through
 * `rejected`; a deleted comment is never approved at the same time.
 */
export function commentChange(actor: Actor, comment: ModerationFlags, change: Omit<UpdateComment, 'id' | 'docPath'>): CommentFields {
  const { comment: text, approved, rejected } = change;
  const changes: CommentFields = {};
  if (text !== undefined) changes.comment = text;
  if (!isStaff(actor.accessLevel)) return { ...changes, approved: false };
  if (approved !== undefined) changes.approved = approved;
  if (rejected !== undefined) changes.rejected = rejected;
  if (changes.rejected ?? comment.rejected) changes.approved = false;
  return changes;
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
