import { type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { logIn, newAccount, registerAccount } from './support/accounts';
import { SEEDED_ADMIN, SITE_URL } from './support/e2e-env';
import { addressOf, PUBLIC_ROUTES } from './support/routes';
import { discardedServerParts, keepServerParts } from './support/server-parts';
import { expect, test } from './support/test';

/** The public pages the server renders, what each one's first HTML must already say, and its structured data. */
const RENDERED = [
  { path: '/', content: ['What Families Say', 'About the Teachers'], jsonLd: ['EducationalOrganization'] },
  { path: '/about', content: ['Our philosophy'], jsonLd: ['EducationalOrganization'] },
  { path: '/about-2', content: ['A day at Trailside'], jsonLd: ['EducationalOrganization'] },
  { path: '/classes', content: ['General Education'], jsonLd: ['EducationalOrganization'] },
  { path: '/event', content: [(data: SampleData) => data.nextEvent ?? 'no coming date in the sample calendar'], jsonLd: ['EducationalOrganization', 'Event'] },
  { path: '/teachers', content: ['About the Teachers', (data: SampleData) => data.teacher.name], jsonLd: ['EducationalOrganization'] },
  { path: '/teachers-details', content: [(data: SampleData) => data.teacher.name], jsonLd: ['EducationalOrganization'] },
  { path: '/faq', content: ['Questions parents ask'], jsonLd: ['EducationalOrganization'] },
  // The sample content has a launched flyer for a coming event.
  { path: '/coming-soon', content: [(data: SampleData) => data.currentEvent ?? 'no current event in the sample'], jsonLd: ['EducationalOrganization', 'Event'] },
  { path: '/gallery', content: ['<img'], jsonLd: ['EducationalOrganization'] },
  { path: '/gallery-filter', content: ['<img'], jsonLd: ['EducationalOrganization'] },
  { path: '/contact-us', content: ['Send us a message'], jsonLd: ['EducationalOrganization'] },
  { path: '/blog-classic-grid', content: [(data: SampleData) => data.blog.title], jsonLd: ['EducationalOrganization'] },
  { path: '/blog-details', content: [(data: SampleData) => data.blog.title, 'Leave a comment'], jsonLd: ['EducationalOrganization', 'BlogPosting'] },
];

interface SampleData {
  teacher: { id: string; name: string };
  blog: { id: string; title: string };
  currentEvent: string | null;
  /** The title of the calendar's next date (the sample calendar's, on this school year's dates). */
  nextEvent: string | null;
}

async function sampleData(request: APIRequestContext): Promise<SampleData> {
  const { teachers } = (await (await request.get('/api/teachers')).json()) as { teachers: SampleData['teacher'][] };
  const { blogs } = (await (await request.get('/api/blogs-recent')).json()) as { blogs: SampleData['blog'][] };
  const events = (await (await request.get('/api/socialEvents')).json()) as { currentEvent: { title: string | null } | null };
  const calendar = (await (await request.get('/api/calendar/occurrences')).json()) as { occurrences: Array<{ title: string }> };
  return { teacher: teachers[0]!, blog: blogs[0]!, currentEvent: events.currentEvent?.title ?? null, nextEvent: calendar.occurrences[0]?.title ?? null };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's HTML with apostrophes as they read: renderers may write them as they are or as &#x27;, both valid. */
const htmlOf = async (response: APIResponse) => (await response.text()).replace(/&#x27;|&#39;/g, "'");

/** The value of the first `<meta>` of a name or property. */
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => (JSON.parse(match[1]!) as { '@type': string })['@type']);
}

test.describe('the first HTML response, before any script runs', () => {
  for (const page of RENDERED) {
    test(`${page.path} already holds its heading, content, meta tags and structured data`, async ({ request }) => {
      const route = PUBLIC_ROUTES.find((candidate) => candidate.path === page.path)!;
      const address = await addressOf(request, route);
      const data = await sampleData(request);
      const response = await request.get(address, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const html = await htmlOf(response);
      const root = html.slice(html.indexOf('<div id="root">'));

      expect(root).toMatch(new RegExp(`<h1[^>]*>${typeof route.heading === 'string' ? escapeHtml(route.heading) : route.heading.source}</h1>`));
      for (const expected of page.content) {
        expect(root).toContain(typeof expected === 'string' ? expected : escapeHtml(expected(data)));
      }
      // The page is drawn from data fetched for it, so nothing on it is still loading (hydration would keep that).
      expect(root).not.toContain('aria-busy="true"');

      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title).toContain('Trailside Montessori K-8');
      expect(metaOf(html, 'description')?.length).toBeGreaterThan(40);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      expect(canonical).toBe(new URL(address, SITE_URL).href);
      expect(metaOf(html, 'og:title')).toBe(title);
      expect(metaOf(html, 'og:url')).toBe(canonical);
      expect(metaOf(html, 'og:image')).toMatch(/^https?:\/\/.+\.(jpg|webp|png)$/);
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(jsonLdTypes(html)).toEqual(page.jsonLd.length === 1 ? page.jsonLd : expect.arrayContaining(page.jsonLd));
      // The data the page was drawn from travels as inert JSON, never as a script that runs.
      expect(html).toMatch(/<script type="application\/json" id="app-state">\{/);
      // Nothing holds back the first paint: the layout's and the page's styles are in the page, not a request
      // away (each named by a disabled link, which is never fetched).
      const styles = [...html.matchAll(/<link rel="stylesheet" href="[^"]+\.css" disabled \/><style>([\s\S]*?)<\/style>/g)];
      expect(styles.length).toBe(html.match(/<link rel="stylesheet"/g)?.length);
      expect(styles.reduce((length, [, css]) => length + css!.length, 0)).toBeGreaterThan(10_000);
      // Its one script is written in, first in the head, so it runs with the page's first bytes (apps/site/src/boot.ts).
      // The site's modules, the entry's among them, wait inert in a template for it to ask for them at low priority.
      expect(html.match(/<script(?! type="application\/(ld\+)?json")[^>]*>/g)).toEqual([expect.stringMatching(/^<script data-entry="\/assets\/index-[^"]+\.js">$/)]);
      expect(html.slice(0, html.indexOf('<script data-entry='))).toMatch(/^<!doctype html>\s*<html lang="en">\s*<head>\s*<meta charset="UTF-8" \/>\s*$/);
      const inert = /<template id="page-scripts">(.*?)<\/template>/.exec(html)?.[1] ?? '';
      const entry = /<script data-entry="([^"]+)">/.exec(html)?.[1];
      expect(inert).toContain(`<link rel="modulepreload" fetchpriority="low" href="${entry}" />`);
      expect(inert).toMatch(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/start-[^"]+\.js" \/>/);
      expect(inert.match(/<link [^>]*>/g)?.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
      const head = html.slice(0, html.indexOf('</head>')).replace(inert, '');
      expect(head).not.toContain('modulepreload');
      // Nor does the head ask for any file but the main picture before the page is shown: not even its icon.
      const asking = head.match(/<link [^>]*>/g)?.filter((tag) => !/rel="(canonical|alternate)"| disabled |href="data:/.test(tag));
      expect(asking?.filter((tag) => !/^<link rel="preload" as="image"/.test(tag))).toEqual([]);
      expect(head).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,%3Csvg/);
    });
  }

  test('a post is shared with its own title, picture and BlogPosting', async ({ request }) => {
    const { blog } = await sampleData(request);
    const html = await (await request.get(`/blog-details?id=${blog.id}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(escapeHtml(`${blog.title} | Trailside Montessori K-8`));
    const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: blog.title, datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  test('a detail page asked for without its id is sent back to its list by the server (spec section 2)', async ({ request }) => {
    for (const [path, list] of [['/blog-details', '/blog-classic-grid'], ['/teachers-details', '/teachers']]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status(), response.headers()['location']]).toEqual([path, 302, list]);
    }
  });

  test('an unknown address is answered 404 with the site’s own page', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await htmlOf(response)).toContain("We couldn't find that page");
  });
});

test.describe('on a phone, before any script runs', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, javaScriptEnabled: false });

  // A phone lays a page out as wide as its widest part: one hidden label past the edge of a carousel made the
  // home page 1,000 pixels wide, so it opened zoomed out (and was laid out twice) until its script ran.
  test('every rendered page fits the screen’s width', async ({ page: tab, request }) => {
    for (const page of RENDERED) {
      const route = PUBLIC_ROUTES.find((candidate) => candidate.path === page.path)!;
      await tab.goto(await addressOf(request, route));
      await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const widths = await tab.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
      expect.soft(widths, `${page.path} is laid out wider than the screen`).toEqual({ layout: 375, content: 375 });
    }
  });
});

test.describe('in the browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  for (const page of RENDERED) {
    test(`${page.path} hydrates without errors, then navigates in place`, async ({ page: tab, request }) => {
      const route = PUBLIC_ROUTES.find((candidate) => candidate.path === page.path)!;
      const errors: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      tab.on('pageerror', (error) => errors.push(error.message));
      const stylesheets: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });

      await tab.goto(await addressOf(request, route));
      await expect(tab.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const inline = await tab.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][disabled]')].map((link) => new URL(link.href).pathname));
      expect(inline.length).toBeGreaterThan(0);
      // axe runs on every one of these pages, server-rendered and hydrated, at a phone and a desktop width in every-page.spec.ts.

      // A link followed without a new document load shows the page is hydrated and interactive.
      await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
      const target = page.path === '/contact-us' ? { name: 'Classes', path: '/classes' } : { name: 'Contact', path: '/contact-us' };
      await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.name, exact: true }).click();
      await expect(tab).toHaveURL(target.path);
      expect(await tab.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(errors).toEqual([]);
      // Styles that came inline with the first page are never fetched again; the next page's own come with its script.
      expect(stylesheets.filter((path) => inline.includes(path))).toEqual([]);
    });
  }

  test('the home page’s main picture has the line to itself: the site’s scripts are fetched once it is in', async ({ page }) => {
    const hero = /\/uploads\/home-slider\/slide-1(-\d+)?\.(webp|jpg)$/;
    let heroAnswered = 0;
    // A slow picture, as on a phone's connection: it is answered a second after it is asked for.
    await page.route(hero, async (route) => {
      await new Promise((done) => setTimeout(done, 1000));
      heroAnswered = Date.now();
      await route.continue();
    });
    const scripts: Array<{ path: string; at: number }> = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ path: new URL(request.url()).pathname, at: Date.now() });
    });
    await page.goto('/');
    // Hydrated: a link now follows in place.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact-us');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(heroAnswered).toBeGreaterThan(0);
    // Every one of them, the entry's too.
    expect(scripts.map(({ path }) => path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/index-[^/]+\.js$/), expect.stringMatching(/^\/assets\/start-[^/]+\.js$/)]),
    );
    expect(scripts.filter(({ at }) => at < heroAnswered)).toEqual([]);
  });

  /**
   * The home page in a page of its own, which does not wait for the app after loading, with the browser's reports of
   * what it has put on the screen (Element Timing) held back until `releaseReports` lets them through, and the page's
   * clock stopped, so its timers fire only as far as the test moves the clock (`page.clock.runFor`), however slow the
   * machine. Reports held are delivered on release, and any that come later pass straight through. Resolves once the main picture is in and ready to draw; `appAsked` lists the requests for the app's module.
   */
  async function homeWithTheScreenReportsHeld(context: BrowserContext) {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const Real = PerformanceObserver;
      const held: Array<() => void> = [];
      // Once released, reports pass as they come: on a busy machine the picture's may not have been made yet.
      let released = false;
      Object.assign(window, {
        releaseReports: () => {
          released = true;
          held.splice(0).forEach((deliver) => deliver());
        },
        PerformanceObserver: class extends Real {
          constructor(callback: PerformanceObserverCallback) {
            super((list, observer) => (released ? callback(list, observer) : held.push(() => callback(list, observer))));
          }
        },
      });
    });
    const appAsked: number[] = [];
    page.on('request', (request) => {
      if (/\/assets\/start-[^/]+\.js$/.test(request.url())) appAsked.push(Date.now());
    });
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => {
      const picture = document.querySelector<HTMLImageElement>('#root img[elementtiming="main-picture"]');
      return picture !== null && picture.complete && picture.naturalWidth > 0;
    });
    // Ready to draw, as the page's own script learns it (its decode() was asked first, so it has settled too).
    await page.evaluate(() => document.querySelector<HTMLImageElement>('#root img[elementtiming="main-picture"]')!.decode());
    return { page, appAsked, releaseReports: () => page.evaluate(() => (window as unknown as { releaseReports: () => void }).releaseReports()) };
  }

  test('the app’s scripts wait until the browser reports the main picture on the screen, not only ready to draw', async ({ context }) => {
    const { page, appAsked, releaseReports } = await homeWithTheScreenReportsHeld(context);
    // A frame drawn is not yet a frame shown: asked for now, the scripts would still share the line with the picture.
    await page.clock.runFor(500);
    expect(appAsked).toEqual([]);

    await releaseReports();
    await expect.poll(() => appAsked.length).toBe(1);
    await page.clock.resume();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(appAsked).toHaveLength(1);
  });

  test('a main picture the browser never reports on the screen holds the app back a second at most', async ({ context }) => {
    // As for a picture scrolled past before it was drawn, or a page opened in a background tab.
    const { page, appAsked } = await homeWithTheScreenReportsHeld(context);
    await page.clock.runFor(999);
    expect(appAsked).toEqual([]);
    // A second after the picture is ready, well before the three seconds a picture that never arrives is given.
    await page.clock.runFor(1);
    await expect.poll(() => appAsked.length).toBe(1);
    await page.clock.resume();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });

  /**
   * The home page in a page of its own, which does not wait for the app after loading, with every one of the site's
   * scripts held back: resolves once the page asks for them (after its main picture is on the screen); `startApp`
   * lets them through. Only the script written into the page runs before.
   */
  async function homeWithTheAppHeld(context: BrowserContext, watch: (page: Page) => void = () => {}) {
    const page = await context.newPage();
    watch(page);
    let appAsked = () => {};
    const asked = new Promise<void>((done) => (appAsked = done));
    let startApp = () => {};
    const held = new Promise<void>((resume) => (startApp = resume));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      appAsked();
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await asked;
    return { page, startApp };
  }

  test('the home page’s slider and flyer ask for no picture but the main one until the app has started', async ({ context }) => {
    const pictures: string[] = [];
    const { page, startApp } = await homeWithTheAppHeld(context, (tab) =>
      tab.on('request', (request) => {
        if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
      }),
    );
    // The server's page has asked for what it needs by the time it asks for the app.
    const flyerPictures = () => pictures.filter((path) => path.startsWith('/uploads/social-events/'));
    expect(pictures.filter((path) => path.startsWith('/uploads/home-slider/'))).toEqual([expect.stringMatching(/^\/uploads\/home-slider\/slide-1(-960)?\.webp$/)]);
    expect(flyerPictures()).toEqual([]);

    startApp();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('complementary', { name: 'Upcoming event' }).getByRole('img', { name: /Spring Open House/ })).toBeVisible();
    expect(flyerPictures()).not.toEqual([]);
    await expect.poll(() => pictures.filter((path) => path.startsWith('/uploads/home-slider/slide-2'))).not.toEqual([]);
  });

  test('a tap on the server’s page before the app has taken it over is answered once it has', async ({ context }) => {
    const { page, startApp } = await homeWithTheAppHeld(context);
    const funInfo = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Fun Info' });
    await funInfo.click();
    await expect(funInfo).toHaveAttribute('aria-expanded', 'false');

    startApp();
    await expect(funInfo).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Coming Soon' })).toBeVisible();
  });

  test('React is evaluated only once every module the page names is in, so none is compiled while it runs', async ({ context }) => {
    // A page of its own, which does not wait for the app after loading.
    const page = await context.newPage();
    // react-dom hands itself to the developer tools' hook (when there is one) as it is evaluated.
    await page.addInitScript(() => Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: { checkDCE: () => Object.assign(window, { reactEvaluated: true }) } }));
    let release = () => {};
    const held = new Promise<void>((resume) => (release = resume));
    await page.route(/\/assets\/home-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The libraries' chunk (React among them) is in; the home page's own module is not.
    await page.waitForFunction(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(({ name, encodedBodySize }) => /\/assets\/libraries-/.test(name) && encodedBodySize > 10_000));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { reactEvaluated?: boolean }).reactEvaluated)).toBeUndefined();

    release();
    await expect.poll(() => page.evaluate(() => (window as { reactEvaluated?: boolean }).reactEvaluated)).toBe(true);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });

  test('a main picture that never arrives holds the app back for three seconds at most', async ({ page }) => {
    let release = () => {};
    await page.route(/\/uploads\/home-slider\/slide-1(-\d+)?\.(webp|jpg)$/, async (route) => {
      await new Promise<void>((resume) => (release = resume));
      await route.continue();
    });
    const asked = Date.now();
    // The page never finishes loading while its picture hangs, so only its HTML is awaited here.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 10_000 });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(3000);
    release();
  });

  test('a visitor whose clock is already in the next year hydrates the page the server drew this year', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await keepServerParts(page);
    const nextYear = new Date().getFullYear() + 1;
    await page.clock.install({ time: new Date(`${nextYear}-01-01T00:30:00`) });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${nextYear - 1} `);
    expect(await discardedServerParts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the home page keeps every element the server sent while it hydrates', async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedElements: removed });
      new MutationObserver((records) => {
        // Up to the first navigation in place, which draws the next page.
        if (window.location.pathname !== '/') return;
        for (const record of records) {
          for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 120));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The page's last section follows its link in place, so the script has the whole page.
    await page.getByRole('region', { name: 'Enrolling now for next fall' }).getByRole('link', { name: 'Book a visit' }).click();
    await expect(page).toHaveURL('/visits');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)).toEqual([]);
  });

  /**
   * Taps `name` (a button in the header) from inside the page in the first task after React's hydrateRoot has
   * run, while the button's part of the page is still as the server drew it (no React instance on it yet), and
   * answers whether it was. React then hydrates that part first and hands it the tap.
   */
  async function tapWhileHydrating(page: Page, name: string) {
    await page.addInitScript((buttonName) => {
      const root = () => document.getElementById('root');
      const reactOwns = (node: object | null, prefix: string) => node !== null && Object.keys(node).some((key) => key.startsWith(prefix));
      const poll = () => {
        if (reactOwns(root(), '_reactListening')) {
          const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === buttonName)!;
          Object.assign(window, { tappedBeforeHydrated: !reactOwns(button, '__reactFiber') });
          button.click();
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = poll;
        channel.port2.postMessage(null);
      };
      poll();
    }, name);
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    return page.evaluate(() => (window as { tappedBeforeHydrated?: boolean }).tappedBeforeHydrated);
  }

  test('a tap on Fun Info while the page is still hydrating opens it', async ({ page }) => {
    expect(await tapWhileHydrating(page, 'Fun Info')).toBe(true);
    const funInfo = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Fun Info' });
    await expect(funInfo).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Coming Soon' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('a tap on the menu button while the page is still hydrating opens the menu', async ({ page }) => {
      expect(await tapWhileHydrating(page, 'Menu')).toBe(true);
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classes' })).toBeVisible();
    });

    test('a tap on the menu button before the scripts have arrived opens the menu once they have', async ({ context }) => {
      const { page, startApp } = await homeWithTheAppHeld(context);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      startApp();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    });
  });

  /** Every link's address and every label in the hero and the carousels, as the page shows them now. */
  async function heroAndCarousels(page: Page): Promise<string[]> {
    await expect(page.getByRole('heading', { level: 1, name: 'Blazing new trails in education, K-8' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    return page.evaluate(() =>
      [...document.querySelectorAll('.hero, [aria-roledescription="carousel"]')].flatMap((part) =>
        [...part.querySelectorAll('a, button, [aria-label]')].map(
          (element) => `${element.tagName} ${element.getAttribute('href') ?? ''} ${element.getAttribute('aria-label') ?? ''} ${element.textContent?.trim().slice(0, 40)}`,
        ),
      ),
    );
  }

  for (const who of ['family', 'admin'] as const) {
    test(`a signed-in ${who}'s page from a fresh load hydrates what the server drew, then shows no visitor's link or label`, async ({ page, request }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await keepServerParts(page);
      if (who === 'family') {
        const family = newAccount('Noor');
        await registerAccount(request, family);
        await logIn(page, family);
      } else {
        await logIn(page, SEEDED_ADMIN);
      }
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Blazing new trails in education, K-8' });
      await expect(hero.getByRole('link', { name: 'Join us' })).toHaveCount(0);
      await expect(hero.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/coming-soon');
      const freshLoad = await heroAndCarousels(page);
      expect(freshLoad.filter((line) => line.includes('/sign-up'))).toEqual([]);
      // React hydrated every part of the server's (a visitor's) page: none was drawn afresh, none mismatched.
      expect(await discardedServerParts(page)).toEqual([]);
      expect(errors).toEqual([]);

      // The same page drawn by the browser alone, after a visit elsewhere.
      const menu = page.getByRole('navigation', { name: 'Main' });
      await menu.getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL('/about');
      await menu.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page).toHaveURL('/');
      expect(await heroAndCarousels(page)).toEqual(freshLoad);

      // Loaded again: the server answers with the page it kept, drawn before this visit saved their own lists
      // (the spec's local caches), which must not stand in for what the server drew while the page hydrates.
      await page.reload();
      expect(await heroAndCarousels(page)).toEqual(freshLoad);
      expect(await discardedServerParts(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  /** The API reads the page asks for from now on, with whether each carried a signed-in token. */
  function apiReads(page: Page): Array<{ path: string; signedIn: boolean }> {
    const reads: Array<{ path: string; signedIn: boolean }> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
        reads.push({ path: url.pathname, signedIn: request.headers()['authorization'] !== undefined });
      }
    });
    return reads;
  }

  test('a visitor’s first page is not fetched again while it hydrates; the next page asks afresh', async ({ page }) => {
    const reads = apiReads(page);
    await page.goto('/');
    // The page is the script's once its links navigate in place.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teachers', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'About the Teachers' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => reads.map(({ path }) => path)).toContain('/api/teachers');
    // Everything up to the click was in the server's page; the teachers were asked for again on the visit.
    expect(reads.filter(({ path }) => path !== '/api/teachers')).toEqual([]);

    // Back home is a new visit too: its lists are asked for again, shown from the cache meanwhile.
    reads.length = 0;
    await page.goBack();
    await expect.poll(() => reads.map(({ path }) => path)).toEqual(expect.arrayContaining(['/api/testimonials', '/api/blogs-recent']));
  });

  test('a signed-in visitor’s first page is fetched again with their account, since the server drew it for visitors', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    const reads = apiReads(page);
    await page.goto('/');
    await expect.poll(() => reads.filter(({ signedIn }) => signedIn).map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/api/testimonials', '/api/teachers', '/api/socialEvents']),
    );
  });

  test('keeps the local caches between visits and shows them first while it asks again', async ({ page, request }) => {
    await page.goto('/');
    const cachedRoots = () =>
      page.evaluate(() => {
        const saved = JSON.parse(window.localStorage.getItem('trailside-cache') ?? 'null') as { clientState: { queries: Array<{ queryKey: unknown[] }> } } | null;
        return [...new Set(saved?.clientState.queries.map(({ queryKey }) => queryKey[0]))].sort();
      });
    // Spec section 3: kept for socialEvents, testimonials, teachers, gallery and blogs (and nothing else).
    await expect.poll(cachedRoots).toEqual(['blogs', 'gallery', 'socialEvents', 'teachers', 'testimonials']);

    // A later visit, on a page that never showed the teachers: while their list is on its way, the kept copy shows.
    const { teachers } = (await (await request.get('/api/teachers')).json()) as { teachers: Array<{ name: string }> };
    await page.goto('/contact-us');
    let answerTeachers = () => {};
    await page.route('**/api/teachers', async (route) => {
      await new Promise<void>((resume) => (answerTeachers = resume));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teachers', exact: true }).click();
    await expect(page.getByRole('heading', { name: teachers[0]!.name })).toBeVisible();
    answerTeachers();
  });
});
