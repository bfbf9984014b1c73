import type { Envelope } from '../api/envelope';
import type { Blog, BlogsArchive } from './blog.types';

/** Paths under /api, named after the client functions that call them. */
export const BLOG_ROUTES = {
  getBlogs: 'blogs',
  getRecentBlogs: 'blogs-recent',
  getBlog: 'blogs/:id',
  getBlogsArchive: 'blogs-archive',
  createBlog: 'blogs',
  updateBlog: 'blogs',
  deleteBlog: 'blogs',
} as const;

export type GetBlogsResponse = Envelope<'blogs', Blog[]>;
export type GetRecentBlogsResponse = GetBlogsResponse;

export type GetBlogsArchiveResponse = BlogsArchive;

export type GetBlogResponse = Envelope<'blog', Blog>;
export type CreateBlogResponse = GetBlogResponse;
export type UpdateBlogResponse = GetBlogResponse;

export interface DeleteBlogResponse {
  success: true;
  id: string;
}
