import type { Timestamp } from '../api/timestamp';
import type { BlogDate } from './blog.types';

export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The date parts a post card shows: day of month, month 1-12, year, epoch milliseconds, month abbreviation. */
export interface BlogDateParts extends BlogDate {
  milliSecs: number;
  monthAbbreviation: (typeof MONTH_ABBREVIATIONS)[number];
}

/** Date parts of a post's createdAt, read in UTC so the server and every browser agree. */
export function blogDateParts({ seconds }: Timestamp): BlogDateParts {
  const milliSecs = seconds * 1000;
  const date = new Date(milliSecs);
  return {
    day: date.getUTCDate(),
    month: date.getUTCMonth() + 1,
    year: date.getUTCFullYear(),
    milliSecs,
    monthAbbreviation: MONTH_ABBREVIATIONS[date.getUTCMonth()],
  };
}

/** Spec section 9: three posts a page, three pages a fetch, so one fetch asks for nine. */
export const BLOG_PAGE_SIZE = 3;
export const BLOG_BATCH_SIZE = 3;
export const BLOG_FETCH_LIMIT = BLOG_PAGE_SIZE * BLOG_BATCH_SIZE;
/** Spec section 9: the recent-blogs widget shows three unless told otherwise. */
export const RECENT_BLOGS_LIMIT = 3;
export const MAX_BLOGS_LIMIT = 50;

/** Pages the control offers: those the loaded posts fill, plus one more while the server may have more. */
export function blogPageCount(loadedCount: number, hasMore: boolean, pageSize = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(loadedCount / pageSize) + (hasMore && loadedCount % pageSize === 0 ? 1 : 0));
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The years an archive may be asked for: those the school's dates may hold (as the calendar's). */
export const BLOG_ARCHIVE_YEARS = { first: 1900, last: 2200 } as const;
/**
 * The posts one page of an archive year lists: a year of a post every school day or two on one page, each a link a
 * crawler follows; a busier year goes on over numbered pages (`?year=2025&page=2`), each its own address.
 */
export const BLOG_ARCHIVE_PAGE_SIZE = 100;
/** The highest page of a year that may be asked for: far past any year's posts, and an offset a database reads quickly. */
export const BLOG_ARCHIVE_PAGE_MAX = 10_000;

/** One month of an archive year: its name and its posts, in the order given. */
export interface ArchiveMonth<Post> {
  month: number;
  name: (typeof MONTH_NAMES)[number];
  blogs: Post[];
}

/** A year's posts (newest first) under their months, newest month first, as the archive page shows them. */
export function archiveMonths<Post extends { date: BlogDate }>(blogs: readonly Post[]): ArchiveMonth<Post>[] {
  const months: ArchiveMonth<Post>[] = [];
  for (const blog of blogs) {
    const last = months.at(-1);
    if (last?.month === blog.date.month) last.blogs.push(blog);
    else months.push({ month: blog.date.month, name: MONTH_NAMES[blog.date.month - 1]!, blogs: [blog] });
  }
  return months;
}
