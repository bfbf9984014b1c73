import type { ApiClient, UploadOptions } from '../api/client';
import { multipartPayload, requireEntity, routeTo, send } from '../api/client';
import {
  BLOG_ROUTES,
  type CreateBlogResponse,
  type DeleteBlogResponse,
  type GetBlogResponse,
  type GetBlogsArchiveResponse,
  type GetBlogsResponse,
  type GetRecentBlogsResponse,
  type UpdateBlogResponse,
} from './blog.contract';
import { searchParamsOf } from '../pagination/list-query';
import { BLOG_TEXTS } from './blog.messages';
import type { BlogsArchiveQueryInput, BlogsQueryInput, CreateBlogInput, RecentBlogsQueryInput, UpdateBlogInput } from './blog.schema';

const withBlog = requireEntity('blog', BLOG_TEXTS.missing);

/** Newest first; pass `{ next: true, after: lastId }` for the posts after those already shown. */
export const getBlogs = (api: ApiClient, query: BlogsQueryInput = {}) =>
  send(() => api.get(BLOG_ROUTES.getBlogs, { searchParams: { query: JSON.stringify(query) } }).json<GetBlogsResponse>());

export const getBlog = (api: ApiClient, id: string) =>
  send(() => api.get(routeTo(BLOG_ROUTES.getBlog, { id })).json<GetBlogResponse>()).then(withBlog);

export const getRecentBlogs = (api: ApiClient, query: RecentBlogsQueryInput = {}) =>
  send(() => api.get(BLOG_ROUTES.getRecentBlogs, { searchParams: { query: JSON.stringify(query) } }).json<GetRecentBlogsResponse>());

/** The years with posts and their counts, and one year's posts (the newest year's without `year`). */
export const getBlogsArchive = (api: ApiClient, { year, page }: BlogsArchiveQueryInput = {}) =>
  send(() => api.get(BLOG_ROUTES.getBlogsArchive, { searchParams: searchParamsOf({ year, page: page === 1 ? undefined : page }) }).json<GetBlogsArchiveResponse>());

export const createBlog = (api: ApiClient, payload: CreateBlogInput, image?: Blob | null) =>
  send(() => api.post(BLOG_ROUTES.createBlog, { body: multipartPayload(payload, { image }) }).json<CreateBlogResponse>()).then(withBlog);

export const updateBlog = (api: ApiClient, payload: UpdateBlogInput, image?: Blob | null, options: UploadOptions = {}) =>
  send(() => api.put(BLOG_ROUTES.updateBlog, { ...options, body: multipartPayload(payload, { image }) }).json<UpdateBlogResponse>()).then(withBlog);

export const deleteBlog = (api: ApiClient, id: string) =>
  send(() => api.delete(BLOG_ROUTES.deleteBlog, { json: { id } }).json<DeleteBlogResponse>());
