import type { ApiClient } from '../api/client';
import { multipartPayload, send } from '../api/client';
import type { BlogsQueryInput, CreateBlogInput, RecentBlogsQueryInput, UpdateBlogInput } from './blog.schema';
import { BLOG_TEXTS } from './blog.messages';
import type { Blog } from './blog.types';

/** Spec section 8: an answer without its post is an error with the spec's text. */
function withBlog<T extends { blog?: Blog }>(response: T): T & { blog: Blog } {
  if (!response.blog) throw new Error(BLOG_TEXTS.missing);
  return response as T & { blog: Blog };
}

/** Newest first; pass `{ next: true, after: lastId }` for the posts after those already shown. */
export const getBlogs = (api: ApiClient, query: BlogsQueryInput = {}) =>
  send(() => api.get('blogs', { searchParams: { query: JSON.stringify(query) } }).json<{ blogs: Blog[] }>());

export const getBlog = (api: ApiClient, id: string) =>
  send(() => api.get(`blogs/${encodeURIComponent(id)}`).json<{ blog?: Blog }>()).then(withBlog);

export const getRecentBlogs = (api: ApiClient, query: RecentBlogsQueryInput = {}) =>
  send(() => api.get('blogs-recent', { searchParams: { query: JSON.stringify(query) } }).json<{ blogs: Blog[] }>());

export const createBlog = (api: ApiClient, payload: CreateBlogInput, image?: Blob | null) =>
  send(() => api.post('blogs', { body: multipartPayload(payload, { image }) }).json<{ blog?: Blog }>()).then(withBlog);

export const updateBlog = (api: ApiClient, payload: UpdateBlogInput, image?: Blob | null) =>
  send(() => api.put('blogs', { body: multipartPayload(payload, { image }) }).json<{ blog?: Blog }>()).then(withBlog);

export const deleteBlog = (api: ApiClient, id: string) =>
  send(() => api.delete('blogs', { json: { id } }).json<{ success: true; id: string }>());
