import type { Envelope, Removed } from '../api/envelope';
import type { BlogComment } from './comment.types';

/** Paths under /api, named after the client functions that call them. */
export const COMMENT_ROUTES = {
  getComments: 'comments',
  createComment: 'comments',
  updateComment: 'comments',
  deleteComment: 'comments',
} as const;

export type GetCommentsResponse = Envelope<'comments', BlogComment[]>;
export type CreateCommentResponse = Envelope<'comment', BlogComment>;
export type UpdateCommentResponse = CreateCommentResponse;
export type DeleteCommentResponse = Removed<'comment', BlogComment>;

