import type { BlogComment } from '@trailside/domain/comments/comment.types';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { can } from '@trailside/domain/access/access.rules';
import type { Actor } from '@trailside/domain/users/user.rules';
import type { PostComment } from './comment.entity';

/** A comment as `viewer` may see it; replies are listed one level at a time, so `comments` stays empty. */
export function toCommentView(viewer: Actor | null, comment: PostComment, replyCount: number): BlogComment {
  return {
    id: comment.id,
    comment: comment.comment,
    author: comment.author,
    email: can(viewer, 'comment.readEmail', comment) ? comment.email : null,
    userId: comment.userId,
    imageUrl: comment.imageUrl,
    docPath: comment.docPath,
    parentDocPath: comment.parentDocPath,
    approved: comment.approved,
    rejected: comment.rejected,
    updatedAt: timestampOf(comment.updatedAt),
    replyCount,
    comments: [],
  };
}
