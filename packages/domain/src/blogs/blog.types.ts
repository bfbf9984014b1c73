import type { Timestamp } from '../api/timestamp';

export interface BlogDate {
  day: number;
  month: number;
  year: number;
}

export interface Blog {
  id: string;
  title: string;
  text: string;
  author: string;
  userId: string;
  imageUrl: string | null;
  imagePath: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  date: BlogDate;
  replyCount: number;
}

/** A post as the archive lists it: enough for a link under its month. */
export interface ArchivedBlog {
  id: string;
  title: string;
  date: BlogDate;
}

/** A year of the blog and how many posts it has. */
export interface BlogYear {
  year: number;
  count: number;
}

/** GET /api/blogs-archive: every year with posts (newest first), and a page of one year's posts, newest first. */
export interface BlogsArchive {
  years: BlogYear[];
  /** The year asked for, or the newest with posts; null when the blog has none. */
  year: number | null;
  /** The page of the year asked for (1 when none was). */
  page: number;
  /** How many pages the year's posts fill (BLOG_ARCHIVE_PAGE_SIZE each), at least 1. */
  pages: number;
  blogs: ArchivedBlog[];
}
