import type { ApiClient } from '../api/client';
import { send } from '../api/client';
import type { CreateCommentInput, ModerateCommentsInput, UpdateCommentInput } from './comment.schema';
import { COMMENT_TEXTS } from './comment.messages';
import type { BlogComment } from './comment.types';

/** Spec section 8: an answer without its comment is an error with the spec's text. */
function withComment<T extends { comment?: BlogComment }>(response: T): T & { comment: BlogComment } {
  if (!response.comment) throw new Error(COMMENT_TEXTS.missing);
  return response as T & { comment: BlogComment };
}

/** The comments on a post ("blogs/{id}") or the replies to a comment (its docPath) the caller may see. */
export const getComments = (api: ApiClient, parentDocPath: string, options: { showDeleted?: boolean } = {}) =>
  send(() =>
    api
      .get('comments', { searchParams: { parentDocPath, ...(options.showDeleted ? { showDeleted: 'true' } : {}) } })
      .json<{ comments: BlogComment[] }>(),
  );

export const createComment = (api: ApiClient, payload: CreateCommentInput) =>
  send(() => api.post('comments', { json: payload }).json<{ comment?: BlogComment }>()).then(withComment);

export const updateComment = (api: ApiClient, payload: UpdateCommentInput) =>
  send(() => api.put('comments', { json: payload }).json<{ comment?: BlogComment }>()).then(withComment);

export const deleteComment = (api: ApiClient, id: string) =>
  send(() => api.delete('comments', { json: { id } }).json<{ success: true; comment?: BlogComment }>()).then(withComment);

export const moderateComments = (api: ApiClient, payload: ModerateCommentsInput) =>
  send(() => api.post('comments/moderate', { json: payload }).json<{ comments: BlogComment[] }>());
