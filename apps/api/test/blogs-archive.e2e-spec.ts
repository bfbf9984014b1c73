import type { BlogsArchive } from '@trailside/domain/blogs/blog.types';
import { BLOG_ARCHIVE_PAGE_SIZE } from '@trailside/domain/blogs/blog.rules';
import { BLOG_MESSAGES } from '@trailside/domain/blogs/blog.schema';
import { XMLParser } from 'fast-xml-parser';
import { BlogPost } from '../src/blogs/blog.entity';
import { freshEm } from './support/database';
import { builtSite } from './support/site';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://school.example';

let test: TestApp;
let god: Record<string, string>;

/** A post written through the API, then dated as if written at `createdAt` (the API dates a post when it is written). */
async function postOn(title: string, createdAt: Date): Promise<string> {
  const { id } = (await test.http().post('/api/blogs').set(god).send({ title, text: `${title}: what we did.` }).expect(201)).body.blog;
  await freshEm(test).nativeUpdate(BlogPost, { id }, { createdAt });
  return id;
}

const archive = (query: Record<string, string> = {}) => test.http().get('/api/blogs-archive').query(query);

const ids: Record<string, string> = {};

beforeAll(async () => {
  // The sitemap's pages are the built site's, as its build listed them from the route modules' handles.
  test = await startTestApp({ PUBLIC_URL, SITE_DIR: builtSite() });
  god = bearer(await logIn(test, ADMIN.email, ADMIN.password));
  // Two years apart, with posts on the very edges of 2025 (UTC) and two in one month.
  ids.founding = await postOn('Our first week', new Date(Date.UTC(2023, 8, 4, 9)));
  ids.newYear = await postOn('A new year in the garden', new Date(Date.UTC(2025, 0, 1, 0, 0, 0)));
  ids.concert = await postOn('Spring concert', new Date(Date.UTC(2025, 2, 14, 18)));
  ids.fair = await postOn('Science fair', new Date(Date.UTC(2025, 10, 2, 10)));
  ids.lights = await postOn('Winter lights', new Date(Date.UTC(2025, 10, 20, 16)));
  ids.eve = await postOn('New Year’s Eve sing-along', new Date(Date.UTC(2025, 11, 31, 23, 59, 59)));
  ids.spanish = await postOn('Spanish day', new Date(Date.UTC(2026, 0, 1, 0, 0, 1)));
});
afterAll(() => test.close());

describe('GET /api/blogs-archive', () => {
  it('should list every year with posts and its count, newest first, and the newest year’s posts when no year is asked for', async () => {
    const { body } = await archive().expect(200);
    expect(body).toEqual({
      years: [
        { year: 2026, count: 1 },
        { year: 2025, count: 5 },
        { year: 2023, count: 1 },
      ],
      year: 2026,
      page: 1,
      pages: 1,
      blogs: [{ id: ids.spanish, title: 'Spanish day', date: { day: 1, month: 1, year: 2026 } }],
    } satisfies BlogsArchive);
  });

  it('should answer one year’s posts, newest first, with their dates, from its first second to its last', async () => {
    const { body } = await archive({ year: '2025' }).expect(200);
    expect(body.year).toBe(2025);
    expect(body.blogs).toEqual([
      { id: ids.eve, title: 'New Year’s Eve sing-along', date: { day: 31, month: 12, year: 2025 } },
      { id: ids.lights, title: 'Winter lights', date: { day: 20, month: 11, year: 2025 } },
      { id: ids.fair, title: 'Science fair', date: { day: 2, month: 11, year: 2025 } },
      { id: ids.concert, title: 'Spring concert', date: { day: 14, month: 3, year: 2025 } },
      { id: ids.newYear, title: 'A new year in the garden', date: { day: 1, month: 1, year: 2025 } },
    ]);
  });

  it('should answer a year with no posts with none, beside the years that have some', async () => {
    const { body } = await archive({ year: '2024' }).expect(200);
    expect(body).toEqual({ years: [{ year: 2026, count: 1 }, { year: 2025, count: 5 }, { year: 2023, count: 1 }], year: 2024, page: 1, pages: 1, blogs: [] });
  });

  it.each([
    ['words', 'last-spring'],
    ['an empty year', ''],
    ['a year past 2200', '20250'],
    ['a year with a fraction', '2025.5'],
  ])('should refuse %s with a 400 saying how to write a year', async (_case, year) => {
    const { body } = await archive({ year }).expect(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: BLOG_MESSAGES.year });
  });

  it('should be the same for a signed-in family as for a visitor', async () => {
    const family = await signUp(test);
    const visitor = await archive({ year: '2025' }).expect(200);
    const signedIn = await archive({ year: '2025' }).set(bearer(family.token)).expect(200);
    expect(signedIn.body).toEqual(visitor.body);
  });

  it('should be kept, and dropped when a post is written or removed', async () => {
    await archive();
    const kept = await archive().expect(200);
    expect(kept.headers['x-cache']).toBe('hit');

    const { id } = (await test.http().post('/api/blogs').set(god).send({ title: 'Engineering club build', text: 'A bridge of straws.' }).expect(201)).body.blog;
    const written = await archive().expect(200);
    const thisYear = new Date().getUTCFullYear();
    expect([written.headers['x-cache'], written.body.year, written.body.blogs[0]]).toEqual([
      'miss',
      thisYear,
      expect.objectContaining({ id, title: 'Engineering club build' }),
    ]);

    await test.http().delete('/api/blogs').set(god).send({ id }).expect(200);
    const removed = await archive().expect(200);
    expect(removed.headers['x-cache']).toBe('miss');
    expect(removed.body.blogs.map((blog: { id: string }) => blog.id)).not.toContain(id);
  });
});

describe('a year with more posts than a page holds', () => {
  /** 2022's posts, newest first: one more than a page, an hour apart. */
  const year2022: string[] = [];
  const yearPage = (page?: string) => archive({ year: '2022', ...(page === undefined ? {} : { page }) });

  beforeAll(async () => {
    for (let n = 0; n <= BLOG_ARCHIVE_PAGE_SIZE; n += 1) year2022.unshift(await postOn(`Week ${n + 1} of 2022`, new Date(Date.UTC(2022, 0, 3, n))));
  });

  it('should list it a page at a time, newest first, every post once, and say how many pages it has', async () => {
    const first = await yearPage().expect(200);
    const second = await yearPage('2').expect(200);
    expect([first.body.page, first.body.pages, second.body.page, second.body.pages]).toEqual([1, 2, 2, 2]);
    expect(first.body.years).toContainEqual({ year: 2022, count: BLOG_ARCHIVE_PAGE_SIZE + 1 });
    expect([...first.body.blogs, ...second.body.blogs].map((blog: { id: string }) => blog.id)).toEqual(year2022);
    expect(second.body.blogs).toEqual([{ id: year2022.at(-1), title: 'Week 1 of 2022', date: { day: 3, month: 1, year: 2022 } }]);
  });

  it('should answer a page past the last with no posts, and how many pages there are', async () => {
    const { body } = await yearPage('3').expect(200);
    expect(body).toMatchObject({ year: 2022, page: 3, pages: 2, blogs: [] });
  });

  it.each([
    ['page 0', '0'],
    ['words', 'two'],
    ['a fraction', '1.5'],
    ['a page past the highest', '10001'],
  ])('should refuse %s with a 400 saying how to write a page', async (_case, page) => {
    const { body } = await yearPage(page).expect(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: BLOG_MESSAGES.archivePage });
  });

  it('should list each page of the year in the sitemap', async () => {
    const { text } = await test.http().get('/sitemap.xml').expect(200);
    expect(text).toContain(`<loc>${PUBLIC_URL}/blog-archive?year=2022</loc>`);
    expect(text).toContain(`<loc>${PUBLIC_URL}/blog-archive?year=2022&amp;page=2</loc>`);
    expect(text).not.toContain('page=3');
  });
});

describe('the archive in the sitemap', () => {
  it('should list the archive and each year of it', async () => {
    const { text } = await test.http().get('/sitemap.xml').expect(200);
    const { urlset } = new XMLParser().parse(text) as { urlset: { url: { loc: string }[] } };
    const locs = urlset.url.map(({ loc }) => loc);
    for (const page of ['/blog-archive', '/blog-archive?year=2026', '/blog-archive?year=2025', '/blog-archive?year=2023']) {
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
    }
    expect(locs).not.toContain(`${PUBLIC_URL}/blog-archive?year=2024`);
  });
});
