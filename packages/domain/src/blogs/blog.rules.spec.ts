import {
  archiveMonths,
  BLOG_ARCHIVE_PAGE_MAX,
  BLOG_FETCH_LIMIT,
  blogDateParts,
  blogPageCount,
} from './blog.rules';
import { BLOG_MESSAGES, blogsArchiveQuerySchema } from './blog.schema';

describe('blogDateParts', () => {
  it.each([
    ['a spring day', Date.UTC(2026, 3, 17, 15, 30) / 1000, { day: 17, month: 4, year: 2026, monthAbbreviation: 'Apr' }],
    ['new year at midnight UTC', Date.UTC(2027, 0, 1) / 1000, { day: 1, month: 1, year: 2027, monthAbbreviation: 'Jan' }],
    ['the last second of the year', Date.UTC(2026, 11, 31, 23, 59, 59) / 1000, { day: 31, month: 12, year: 2026, monthAbbreviation: 'Dec' }],
  ])('%s', (_case, seconds, expected) => {
    expect(blogDateParts({ seconds })).toEqual({ ...expected, milliSecs: seconds * 1000 });
  });
});

describe('blog paging', () => {
  it('should fetch nine posts at a time: page size 3 times batch 3', () => {
    expect(BLOG_FETCH_LIMIT).toBe(9);
  });

  it.each([
    [0, false, 1],
    [7, false, 3],
    [9, false, 3],
    [9, true, 4],
    [0, true, 1],
  ])('%p loaded, more %p: %p pages', (loaded, hasMore, expected) => {
    expect(blogPageCount(loaded, hasMore)).toBe(expected);
  });
});

describe('archiveMonths', () => {
  const post = (id: string, year: number, month: number, day: number) => ({ id, date: { year, month, day } });

  it('should put a year of posts, newest first, under their months, newest month first', () => {
    const posts = [post('d', 2027, 11, 20), post('c', 2027, 11, 2), post('b', 2027, 3, 14), post('a', 2027, 1, 9)];
    expect(archiveMonths(posts)).toEqual([
      { month: 11, name: 'November', blogs: [posts[0], posts[1]] },
      { month: 3, name: 'March', blogs: [posts[2]] },
      { month: 1, name: 'January', blogs: [posts[3]] },
    ]);
  });

  it('should have no months for a year with no posts', () => {
    expect(archiveMonths([])).toEqual([]);
  });
});

describe('blogsArchiveQuerySchema', () => {
  it.each([
    ['no year (the first page)', {}, { page: 1 }],
    ['a year as the address gives it', { year: '2027' }, { year: 2027, page: 1 }],
    ['the first year a date may have', { year: '1900' }, { year: 1900, page: 1 }],
    ['a page of a year', { year: '2027', page: '2' }, { year: 2027, page: 2 }],
    ['the highest page', { page: String(BLOG_ARCHIVE_PAGE_MAX) }, { page: BLOG_ARCHIVE_PAGE_MAX }],
  ])('should take %s', (_case, query, expected) => {
    expect(blogsArchiveQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([
    ['words', { year: 'last-spring' }],
    ['an empty year', { year: '' }],
    ['a year with a fraction', { year: '2027.5' }],
    ['a year past 2200', { year: '20270' }],
    ['a year given twice', { year: ['2026', '2027'] }],
  ])('should refuse %s, saying how to write a year', (_case, query) => {
    const result = blogsArchiveQuerySchema.safeParse(query);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([BLOG_MESSAGES.year]);
  });

  it.each([
    ['page 0', { page: '0' }],
    ['words', { page: 'two' }],
    ['a page with a fraction', { page: '1.5' }],
    ['a page past the highest', { page: String(BLOG_ARCHIVE_PAGE_MAX + 1) }],
  ])('should refuse %s, saying how to write a page', (_case, query) => {
    const result = blogsArchiveQuerySchema.safeParse(query);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([BLOG_MESSAGES.archivePage]);
  });
});
