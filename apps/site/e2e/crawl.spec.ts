import { request as playwrightRequest, type Page } from '@playwright/test';
import { BLOG_ARCHIVE_PAGE_SIZE } from '@trailside/domain/blogs/blog.rules';
import { SITE_PORT } from './support/e2e-env';
import { type OwnApi, startOwnApi } from './support/own-api';
import { sitemapAddresses } from './support/sitemap';
import { expect, test } from './support/test';

/**
 * A visitor who starts at the home page reaches every page the sitemap lists within three clicks on links they can
 * see: links on the screen (carousels' other slides included, which a visitor scrolls to), and those in the main
 * menu's submenus once opened (opening a submenu shows them; it goes nowhere). A page the site only lists for
 * search engines, or that only a button reaches, fails here.
 */
const MOST_CLICKS = 3;

/**
 * Years of a school's posts, on top of the sample content's seven: three a page (spec section 9) puts the older ones
 * sixteen pages back, where the list's own links (pages 1-3 and the last) do not reach within three clicks.
 */
const POSTS_ADDED = 40;

// A school with years of posts is a server of its own: the other specs count the posts of the shared one.
const PORT = Number(process.env.E2E_CRAWL_PORT ?? SITE_PORT + 5);
const ADMIN = { email: 'office@trailside-crawl.example', password: 'crawl-every-trail-3' };
let server: OwnApi | undefined;

test.use({ baseURL: `http://localhost:${PORT}`, viewport: { width: 1280, height: 800 } });

/** Posts written through the API as the school's office writes them (dated now), numbered from `first`. */
async function addPosts(first: number, count: number): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: server!.url });
  try {
    const login = await api.post('/api/auth/login', { data: ADMIN });
    expect(login.status()).toBe(200);
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    for (let n = first; n < first + count; n += 1) {
      const response = await api.post('/api/blogs', { headers, data: { title: `Week ${n} in the classrooms`, text: `What the children made, read and grew in week ${n}.` } });
      expect(response.status()).toBe(201);
    }
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnApi(PORT, ADMIN, 'crawl', { sampleContent: true });
  await addPosts(1, POSTS_ADDED);
});

test.afterAll(async () => {
  await server?.stop();
});

/** An address as a path with its query, written one way (`%20` and `+` are both a space in a query). */
function sameForm(address: string): string {
  const url = new URL(address, 'http://site');
  const query = url.searchParams.toString();
  return url.pathname + (query ? `?${query}` : '');
}

/** Where a link goes, when it is one of the site's own pages (not a feed, a file or the API). */
function pageAddressOf(href: string, origin: string): string | null {
  const url = new URL(href);
  if (url.origin !== origin || /^\/(api|uploads)\//.test(url.pathname) || /\.[a-z]+$/.test(url.pathname)) return null;
  return sameForm(url.pathname + url.search);
}

/** The site's pages the links a visitor sees on this page lead to. */
async function linksSeen(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const seen = new Set<string>();
  const collect = async () => {
    // Shown as Playwright's isVisible judges it: laid out with a size, and not hidden by CSS.
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((link) => link.checkVisibility({ visibilityProperty: true }) && link.getClientRects().length > 0)
        .map((link) => link.href),
    );
    for (const href of hrefs) {
      const address = pageAddressOf(href, new URL(page.url()).origin);
      if (address) seen.add(address);
    }
  };
  await collect();
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const submenu of await menu.locator('button[aria-expanded]').all()) {
    if (!(await submenu.isVisible())) continue;
    await submenu.click();
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
    await collect();
    await submenu.click();
  }
  return [...seen];
}

test('every page in the sitemap is three clicks or fewer from the home page, on links a visitor sees', async ({ page, request }) => {
  test.setTimeout(180_000);
  const listed = (await sitemapAddresses(request)).map(sameForm);
  // The years of posts are all there: a list this long is what the crawl is about.
  expect(listed.filter((address) => address.startsWith('/blog-details?')).length).toBeGreaterThanOrEqual(POSTS_ADDED);
  const clicks = new Map<string, number>([['/', 0]]);
  const path = new Map<string, string[]>([['/', ['/']]]);
  const unreached = () => listed.filter((address) => !clicks.has(address));

  // Breadth first: every page one click away, then every page two clicks away; a page three clicks away is reached
  // by following its link, so its own links are never needed.
  for (let depth = 0; depth < MOST_CLICKS && unreached().length > 0; depth += 1) {
    const frontier = [...clicks].filter(([, count]) => count === depth).map(([address]) => address);
    for (const from of frontier) {
      if (unreached().length === 0) break;
      await page.goto(from);
      for (const to of await linksSeen(page)) {
        if (clicks.has(to)) continue;
        clicks.set(to, depth + 1);
        path.set(to, [...path.get(from)!, to]);
      }
    }
  }

  expect(unreached(), 'pages in the sitemap no visitor reaches from the home page in three clicks').toEqual([]);
  // Said in the report of a passing run too: how far each page is.
  await test.info().attach('clicks from the home page', {
    body: listed.map((address) => `${clicks.get(address)} ${path.get(address)!.join(' > ')}`).join('\n'),
    contentType: 'text/plain',
  });
});

test('a year with more posts than an archive page holds goes on over pages that are links, which reach every post of it', async ({ page, request }) => {
  test.setTimeout(120_000);
  // This year's posts past one page of the archive (the crawl's own and any of the sample content's dated this year).
  await addPosts(POSTS_ADDED + 1, BLOG_ARCHIVE_PAGE_SIZE + 1 - POSTS_ADDED);
  const year = new Date().getUTCFullYear();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog posts, by year' }).click();
  const count = Number((await page.getByRole('navigation', { name: 'Years' }).getByRole('listitem').filter({ hasText: String(year) }).innerText()).match(/\((\d+) posts\)/)?.[1]);
  expect(count).toBeGreaterThan(BLOG_ARCHIVE_PAGE_SIZE);
  const posts = new Set((await linksSeen(page)).filter((address) => address.startsWith('/blog-details?')));

  const pages = page.getByRole('navigation', { name: `Pages of the posts from ${year}` });
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', `/blog-archive?year=${year}&page=2`);
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog-archive\\?year=${year}&page=2$`));
  await expect(page.getByRole('region', { name: `Posts from ${year}, page 2 of 2` })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  for (const address of await linksSeen(page)) if (address.startsWith('/blog-details?')) posts.add(address);
  // Every post of the year is a link on one of its two pages (the sidebar's and footer's posts are this year's too).
  expect(posts.size).toBe(count);
  // And search engines are told of the second page.
  expect((await sitemapAddresses(request)).map(sameForm)).toContain(sameForm(`/blog-archive?year=${year}&page=2`));
});
