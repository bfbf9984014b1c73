import type { BlogComment } from '@trailside/domain/comments/comment.types';
import { timestampOf } from '@trailside/domain/api/timestamp';
import type { PostComment } from './comment.entity';

/** A comment as the API shows it; replies are listed one level at a time, so `comments` stays empty. */
export function toCommentView(comment: PostComment, replyCount: number): BlogComment {
  return {
    id: comment.id,
    comment: comment.comment,
    author: comment.author,
    email: comment.email,
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
