import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { CATCH_ALL_PATH } from '@trailside/domain/site/site-pages';
import { createAccountAsAdmin, logIn, newAccount, registerAccount, type Account } from './support/accounts';
import { SITE_URL } from './support/e2e-env';
import { SITE_PAGES, WIDTHS } from './support/routes';
import { discardedServerParts, keepServerParts } from './support/server-parts';
import { sitemapAddresses } from './support/sitemap';
import { expect, test, waitingForTheApp } from './support/test';
import { bearerOf } from './support/two-step';

/**
 * Every page the site's router knows, opened by a visitor, a family, a child and an admin, at a phone's and a
 * desktop's width: none may throw, log an error, have React report a recoverable error (React 19 hands those to
 * `reportError`, which the page reports as an error thrown, a hydration mismatch among them), draw afresh a part
 * the server drew, ask another host for anything, or be wider than the window.
 *
 * Each page is loaded once per person, at one width, then the window is resized to the other: a visitor and a child
 * load at a phone's width, a family and an admin at a desktop's, so every page is also loaded at both widths.
 * Each person signs in once, on the login page, and opens every page in the same window.
 */

type Role = 'a visitor' | 'a family' | 'a child' | 'an admin';
const ROLES: Array<{ role: Role; loadedAt: (typeof WIDTHS)[number]; then: (typeof WIDTHS)[number] }> = [
  { role: 'a visitor', loadedAt: WIDTHS[0], then: WIDTHS[1] },
  { role: 'a family', loadedAt: WIDTHS[1], then: WIDTHS[0] },
  { role: 'a child', loadedAt: WIDTHS[0], then: WIDTHS[1] },
  { role: 'an admin', loadedAt: WIDTHS[1], then: WIDTHS[0] },
];

/** An address no page has, for the router's catch-all page. */
const UNKNOWN_ADDRESS = '/a-page-that-was-never-here';

/**
 * The addresses to open: each page's own, and for a page the sitemap lists with a query (a post, a teacher, a
 * flyer, a gallery group), its first such address too, so detail pages open on real sample content.
 */
async function addressesToOpen(request: APIRequestContext): Promise<string[]> {
  const listed = await sitemapAddresses(request);
  return SITE_PAGES.flatMap(({ path }) => {
    if (path === CATCH_ALL_PATH) return [UNKNOWN_ADDRESS];
    const detail = listed.find((address) => address.startsWith(`${path}?`));
    return detail ? [path, detail] : [path];
  });
}

/** A parent with an account of their own, and a child's account the parent made on My account. */
async function familyAndChild(request: APIRequestContext): Promise<{ family: Account; child: Account }> {
  const family = newAccount('Ivy', 'Marsh');
  await registerAccount(request, family);
  const child = newAccount('Wren', 'Marsh');
  const response = await request.post('/api/account/children', {
    headers: await bearerOf(request, family),
    data: { email: child.email, password: child.password, fname: child.fname, lname: child.lname },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { family, child };
}

/** The account each person signs in with, made for this run; none for a visitor. */
async function accountOf(role: Role): Promise<Account | undefined> {
  if (role === 'a visitor') return undefined;
  const request = await playwrightRequest.newContext({ baseURL: SITE_URL });
  try {
    if (role === 'an admin') {
      const staff = newAccount('Marguerite', 'Office');
      await createAccountAsAdmin(request, staff, 2);
      return staff;
    }
    const { family, child } = await familyAndChild(request);
    return role === 'a family' ? family : child;
  } finally {
    await request.dispose();
  }
}

interface SweepWindow {
  page: Page;
  /** What went wrong in the page (see watch); emptied before each address. */
  problems: string[];
}

/**
 * One browser window per person, signed in once, opening every page in turn as a person browsing the site would (a
 * window per page took a second more per page on a 2-core machine). The tests run in order, a person's one after
 * the other, so a window is closed once the next person's opens; a worker started after a failure opens it again.
 */
const sweep = test.extend<object, { windowOf: (role: Role) => Promise<SweepWindow>; addresses: string[] }>({
  windowOf: [
    async ({ browser }, use) => {
      let open: { role: Role; window: SweepWindow; close: () => Promise<void> } | undefined;
      await use(async (role) => {
        if (open?.role === role) return open.window;
        await open?.close();
        const context = await browser.newContext({ baseURL: SITE_URL });
        const page = waitingForTheApp(await context.newPage());
        await keepServerParts(page);
        const account = await accountOf(role);
        if (account) await logIn(page, account);
        open = { role, window: { page, problems: watch(page) }, close: () => context.close() };
        return open.window;
      });
      await open?.close();
    },
    { scope: 'worker' },
  ],
  addresses: [
    async ({}, use) => {
      const request = await playwrightRequest.newContext({ baseURL: SITE_URL });
      await use(await addressesToOpen(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/** What goes wrong in the page from now on: errors thrown or logged, and requests to other hosts. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  const site = new URL(SITE_URL);
  page.on('pageerror', (error) => problems.push(`error thrown: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`error logged: ${message.text()} (${message.location().url})`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== site.host) problems.push(`asked another host: ${request.method()} ${request.url()}`);
  });
  return problems;
}

/** Whatever the page does once the window's size changes (carousels measure again) has happened: two frames drawn. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

async function expectFitsTheWindow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `the page is wider than the window at ${width} px`).toBeLessThanOrEqual(width);
}

for (const { role, loadedAt, then } of ROLES) {
  sweep.describe(`for ${role}`, () => {
    for (const { path } of SITE_PAGES) {
      sweep(`${path} loads at ${loadedAt.viewport.width} px and resizes to ${then.viewport.width} px cleanly`, async ({ windowOf, addresses }) => {
        const { page, problems } = await windowOf(role);
        const own = path === CATCH_ALL_PATH ? [UNKNOWN_ADDRESS] : addresses.filter((address) => address === path || address.startsWith(`${path}?`));
        for (const address of own) {
          await page.setViewportSize(loadedAt.viewport);
          problems.length = 0;
          const response = await page.goto(address);
          expect(response?.status(), address).toBe(address === UNKNOWN_ADDRESS ? 404 : 200);
          // A signed-in person's view follows hydration, and asks for their own lists: both are done once the
          // network is quiet.
          await page.waitForLoadState('networkidle');
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          expect.soft(await discardedServerParts(page), `${address}: parts of the server's page drawn afresh`).toEqual([]);
          await expectFitsTheWindow(page, loadedAt.viewport.width);

          await page.setViewportSize(then.viewport);
          await twoFrames(page);
          await expectFitsTheWindow(page, then.viewport.width);
          // The unknown address's own answer is the 404 the browser logs: the one error that is expected.
          const expected = address === UNKNOWN_ADDRESS ? [`error logged: Failed to load resource: the server responded with a status of 404 (Not Found) (${SITE_URL}${address})`] : [];
          expect.soft(problems, `${address}: what went wrong in the page`).toEqual(expected);
        }
      });
    }
  });
}
