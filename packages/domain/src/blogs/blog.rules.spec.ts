import {
  BLOG_FETCH_LIMIT,
  blogDateParts,
  blogPageCount,
} from './blog.rules';

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
