import type { ApiClient } from '../api/client';
import { requireEntity, send } from '../api/client';
import { showDeletedParams } from '../moderation/moderation.contract';
import {
  COMMENT_ROUTES,
  type CreateCommentResponse,
  type DeleteCommentResponse,
  type GetCommentsResponse,
  type UpdateCommentResponse,
} from './comment.contract';
import { COMMENT_TEXTS } from './comment.messages';
import { searchParamsOf } from '../pagination/list-query';
import type { CommentsPageInput, CreateCommentInput, UpdateCommentInput } from './comment.schema';

const withComment = requireEntity('comment', COMMENT_TEXTS.missing);

/**
 * A page of the comments on a post ("blogs/{id}") or the replies to a comment (its docPath) the caller may see, oldest
 * first (COMMENT_PAGE_SIZE unless `limit` says; `after`: the last one the reader has).
 */
export const getComments = (api: ApiClient, parentDocPath: string, { showDeleted, ...page }: CommentsPageInput = {}) =>
  send(() =>
    api
      .get(COMMENT_ROUTES.getComments, { searchParams: { parentDocPath, ...showDeletedParams(showDeleted), ...searchParamsOf(page) } })
      .json<GetCommentsResponse>(),
  );

export const createComment = (api: ApiClient, payload: CreateCommentInput) =>
  send(() => api.post(COMMENT_ROUTES.createComment, { json: payload }).json<CreateCommentResponse>()).then(withComment);

export const updateComment = (api: ApiClient, payload: UpdateCommentInput) =>
  send(() => api.put(COMMENT_ROUTES.updateComment, { json: payload }).json<UpdateCommentResponse>()).then(withComment);

export const deleteComment = (api: ApiClient, id: string) =>
  send(() => api.delete(COMMENT_ROUTES.deleteComment, { json: { id } }).json<DeleteCommentResponse>()).then(withComment);

