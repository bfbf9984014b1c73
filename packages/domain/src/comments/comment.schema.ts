import { z } from 'zod';
import { showDeletedQuery } from '../moderation/moderation.schema';
import { cursorPageQuery } from '../pagination/cursor-page';

/**
 * A thread comes a page at a time, oldest first: a post's comments and a comment's replies alike. What
 * `GET /api/comments` answers when no limit is asked for, and what a post's page draws before "Show more".
 */
export const COMMENT_PAGE_SIZE = 20;
/** The most one request may ask for. */
export const MAX_COMMENTS_LIMIT = 100;

export const COMMENT_MESSAGES = {
  comment: 'Please write your comment',
  tooLong: 'Please keep your comment under 5,000 characters',
  parentDocPath: 'Please say which post or comment this replies to (parentDocPath, like blogs/{id})',
  id: 'Please say which comment this is about (id is missing)',
  nothingToChange: 'Please change the text, or approve or reject the comment',
  limit: `Please ask for between 1 and ${MAX_COMMENTS_LIMIT} comments`,
  after: 'after must be the id of the last comment you have',
} as const;

const comment = z.string({ error: COMMENT_MESSAGES.comment }).trim().min(1, { error: COMMENT_MESSAGES.comment }).max(5000, { error: COMMENT_MESSAGES.tooLong });
const parentDocPath = z.string({ error: COMMENT_MESSAGES.parentDocPath }).trim().min(1, { error: COMMENT_MESSAGES.parentDocPath }).max(2000, { error: COMMENT_MESSAGES.parentDocPath });
const id = z.string({ error: COMMENT_MESSAGES.id }).trim().min(1, { error: COMMENT_MESSAGES.id });

/**
 * A new comment or reply. Author, email, userId and picture come from the signed-in account, never
 * from the body, so those fields of the spec's request are ignored if sent.
 */
export const createCommentSchema = z.object({ comment, parentDocPath });
export type CreateCommentInput = z.input<typeof createCommentSchema>;
export type CreateComment = z.output<typeof createCommentSchema>;

/** The author edits `comment`; admins may also set approved and rejected. `docPath` is ignored: the id decides. */
export const updateCommentSchema = z
  .object({ id, docPath: z.string().optional(), comment: comment.optional(), approved: z.boolean().optional(), rejected: z.boolean().optional() })
  .refine((change) => change.comment !== undefined || change.approved !== undefined || change.rejected !== undefined, {
    error: COMMENT_MESSAGES.nothingToChange,
  });
export type UpdateCommentInput = z.input<typeof updateCommentSchema>;
export type UpdateComment = z.output<typeof updateCommentSchema>;

/** DELETE body {id, path}; `path` is ignored, the id decides. */
export const deleteCommentSchema = z.object({ id, path: z.string().nullish() });

/**
 * GET /api/comments: the post or comment whose comments to list, a page at a time (`limit`, and `after` the last one
 * the reader has); admins may ask for deleted ones too.
 */
export const commentsQuerySchema = z.object({
  parentDocPath,
  showDeleted: showDeletedQuery,
  ...cursorPageQuery({ fallback: COMMENT_PAGE_SIZE, max: MAX_COMMENTS_LIMIT, limitMessage: COMMENT_MESSAGES.limit, afterMessage: COMMENT_MESSAGES.after }),
});
export type CommentsQuery = z.output<typeof commentsQuerySchema>;
export interface CommentsPageInput {
  showDeleted?: boolean;
  limit?: number;
  after?: string;
}
