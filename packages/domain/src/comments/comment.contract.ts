import type { Envelope, Removed } from '../api/envelope';
import type { ModerationChange } from '../moderation/moderation.rules';
import type { BlogComment } from './comment.types';

/** Paths under /api, named after the client functions that call them. */
export const COMMENT_ROUTES = {
  getComments: 'comments',
  createComment: 'comments',
  updateComment: 'comments',
  deleteComment: 'comments',
  moderateComments: 'comments/moderate',
} as const;

export type GetCommentsResponse = Envelope<'comments', BlogComment[]>;
export type CreateCommentResponse = Envelope<'comment', BlogComment>;
export type UpdateCommentResponse = CreateCommentResponse;
export type DeleteCommentResponse = Removed<'comment', BlogComment>;

export interface ModerateCommentsResponse {
  /** Every comment the request named, as it is now, oldest first. */
  comments: BlogComment[];
  /** Those whose state the action moved, with where each was before: what an undo puts back. */
  changes: ModerationChange[];
}
