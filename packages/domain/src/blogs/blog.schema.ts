import { z } from 'zod';
import { wholeNumberQuery } from '../pagination/list-query';
import { BLOG_ARCHIVE_PAGE_MAX, BLOG_ARCHIVE_YEARS, BLOG_FETCH_LIMIT, MAX_BLOGS_LIMIT, RECENT_BLOGS_LIMIT } from './blog.rules';

export const BLOG_MESSAGES = {
  title: 'Please enter a title for the blog post',
  text: 'Please write the text of the blog post',
  id: 'Please say which blog post this is about (id is missing)',
  titleTooLong: 'Please keep the title under 200 characters',
  textTooLong: 'Please keep the post under 50,000 characters',
  nothingToChange: 'Please change the title, the text or the picture before saving',
  query: 'The blog list query must be JSON like {"next":true,"limit":9,"after":"<id of the last post shown>"}',
  limit: `Please ask for between 1 and ${MAX_BLOGS_LIMIT} posts`,
  year: `Please choose a year as four digits, like 2027, between ${BLOG_ARCHIVE_YEARS.first} and ${BLOG_ARCHIVE_YEARS.last}`,
  archivePage: `Please choose a page as a whole number, from 1 to ${BLOG_ARCHIVE_PAGE_MAX.toLocaleString('en-US')}`,
} as const;

const title = z.string({ error: BLOG_MESSAGES.title }).trim().min(1, { error: BLOG_MESSAGES.title }).max(200, { error: BLOG_MESSAGES.titleTooLong });
const text = z.string({ error: BLOG_MESSAGES.text }).trim().min(1, { error: BLOG_MESSAGES.text }).max(50_000, { error: BLOG_MESSAGES.textTooLong });
const id = z.string({ error: BLOG_MESSAGES.id }).trim().min(1, { error: BLOG_MESSAGES.id });

/** A new post; the picture travels beside it as the multipart `image` file. */
export const createBlogSchema = z.object({ title, text });
export type CreateBlogInput = z.input<typeof createBlogSchema>;
export type CreateBlog = z.output<typeof createBlogSchema>;

/** A change to a post: its id plus the fields that change (a new picture may be the only change). */
export const updateBlogSchema = z.object({ id, title: title.optional(), text: text.optional() });
export type UpdateBlogInput = z.input<typeof updateBlogSchema>;
export type UpdateBlog = z.output<typeof updateBlogSchema>;

/** DELETE body. `imagePath` is accepted for the spec's shape but ignored: the server deletes the picture it recorded. */
export const deleteBlogSchema = z.object({ id, imagePath: z.string().nullish() });

const limit = (fallback: number) =>
  z.coerce.number({ error: BLOG_MESSAGES.limit }).int({ error: BLOG_MESSAGES.limit }).min(1, { error: BLOG_MESSAGES.limit }).max(MAX_BLOGS_LIMIT, { error: BLOG_MESSAGES.limit }).default(fallback);

/**
 * GET /api/blogs?query=JSON. Without `next` the list starts at the newest post; with `next` and
 * `after` (the id of the last post the reader has) it continues just after that post, newest first.
 */
export const blogsQuerySchema = z.object({
  next: z.boolean({ error: BLOG_MESSAGES.query }).default(false),
  limit: limit(BLOG_FETCH_LIMIT),
  after: z.string({ error: BLOG_MESSAGES.query }).trim().min(1, { error: BLOG_MESSAGES.query }).optional(),
});
export type BlogsQueryInput = z.input<typeof blogsQuerySchema>;
export type BlogsQuery = z.output<typeof blogsQuerySchema>;

/** GET /api/blogs-recent?query=JSON: the newest posts, three by default. */
export const recentBlogsQuerySchema = z.object({ limit: limit(RECENT_BLOGS_LIMIT) });
export type RecentBlogsQueryInput = z.input<typeof recentBlogsQuerySchema>;

const year = z.coerce
  .number({ error: BLOG_MESSAGES.year })
  .int({ error: BLOG_MESSAGES.year })
  .min(BLOG_ARCHIVE_YEARS.first, { error: BLOG_MESSAGES.year })
  .max(BLOG_ARCHIVE_YEARS.last, { error: BLOG_MESSAGES.year });

/** GET /api/blogs-archive?year=2027&page=2: a page of one year of the archive; without a year, the newest with posts. */
export const blogsArchiveQuerySchema = z.object({
  year: year.optional(),
  page: wholeNumberQuery(BLOG_MESSAGES.archivePage, 1, BLOG_ARCHIVE_PAGE_MAX).default(1),
});
export type BlogsArchiveQueryInput = z.input<typeof blogsArchiveQuerySchema>;
export type BlogsArchiveQuery = z.output<typeof blogsArchiveQuerySchema>;
