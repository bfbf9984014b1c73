import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { logIn } from './support/accounts';
import { SITE_PORT } from './support/e2e-env';
import { type OwnApi, startOwnApi } from './support/own-api';
import { expect, test } from './support/test';

/**
 * Stored XSS: every vector of the fixture goes through every text field the site renders, through the
 * API, and then the pages showing them are opened in Chromium. None may run: no dialog, no
 * window.__xssFired, no script the Content-Security-Policy had to block.
 *
 * The vectors fill the pages, so this spec has an API (and database) of its own on the next port,
 * leaving the shared one to the other specs.
 */
const { vectors } = JSON.parse(readFileSync(resolve(import.meta.dirname, 'fixtures/xss-vectors.json'), 'utf8')) as { vectors: string[] };
const PORT = Number(process.env.E2E_XSS_PORT ?? SITE_PORT + 1);
const URL = `http://localhost:${PORT}`;
const ADMIN = { email: 'office@trailside-xss.example', password: 'meadow-lane-1200' };
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** Vectors per blog post and per teacher, so a few pages show them all. */
const GROUP = 16;

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ baseURL: URL });

let server: OwnApi | undefined;
let api: APIRequestContext;
let headers: Record<string, string>;
/** Per field, how many vectors the API stored (the rest were refused, which is safe too). */
const stored: Record<string, number> = {};
const blogIds: string[] = [];
const teacherIds: string[] = [];

const groups = Array.from({ length: Math.ceil(vectors.length / GROUP) }, (_, index) => vectors.slice(index * GROUP, (index + 1) * GROUP));

/** Sends one write; counts it as stored on 2xx, accepts a 400 (a refused vector is not an injected one). */
async function write(field: string, send: () => Promise<import('@playwright/test').APIResponse>) {
  const response = await send();
  expect([200, 201, 400], `${field}: ${await response.text()}`).toContain(response.status());
  if (response.ok()) stored[field] = (stored[field] ?? 0) + 1;
  return response.ok() ? await response.json() : null;
}

test.beforeAll(async ({}, testInfo) => {
  // About 400 writes, each vector's family signing up first.
  testInfo.setTimeout(600_000);
  server = await startOwnApi(PORT, ADMIN, 'xss');
  api = await playwrightRequest.newContext({ baseURL: URL });
  const login = await api.post('/api/auth/login', { data: ADMIN });
  headers = { Authorization: `Bearer ${(await login.json()).token}` };

  const commentIds: string[] = [];
  const testimonialIds: string[] = [];
  /** Each vector's family, signed in (the admin's headers when the name itself was refused). */
  const families: Record<string, string>[] = [];
  for (const [index, vector] of vectors.entries()) {
    // A family named with the vector writes a comment and a testimonial with it.
    const family = await write('user names', () =>
      api.post('/api/auth/register', {
        multipart: {
          payload: JSON.stringify({ type: 'parent', email: `family${index}@trailside-xss.example`, password: 'trail-mix-2024', fname: vector, lname: vector }),
        },
      }),
    );
    const familyHeaders = family ? { Authorization: `Bearer ${family.token}` } : headers;
    families.push(familyHeaders);
    const testimonial = await write('testimonials', () => api.post('/api/testimonials', { headers: familyHeaders, data: { text: vector } }));
    if (testimonial) testimonialIds.push(testimonial.testimonial.id);

    await write('event titles', () =>
      api.post('/api/socialEvents', { headers, data: { title: vector, eventDate: Math.floor(Date.now() / 1000) + 86_400 * (index + 1) } }),
    );
    await write('gallery labels and alt text', () =>
      api.post('/api/gallery', {
        headers,
        multipart: {
          groupLabel: vector.slice(0, 60),
          alts: JSON.stringify([vector.slice(0, 300)]),
          images: { name: 'x.png', mimeType: 'image/png', buffer: TINY_PNG },
        },
      }),
    );
    await write('short-URL targets', () => api.post('/api/url', { headers, data: { url: `https://trailside.example/?q=${vector}` } }));
  }

  for (const [groupIndex, group] of groups.entries()) {
    // The post's text has every vector of its group before and after the quote marker.
    const text = `${group.join('\n\n')}\n[quote]\n${group.join('\n')}`;
    const blog = await write('blog titles and text with its quote', () => api.post('/api/blogs', { headers, data: { title: group[0], text } }));
    if (!blog) throw new Error('The post of a group was refused');
    blogIds.push(blog.blog.id);
    for (const [index, vector] of group.entries()) {
      const comment = await write('comments', () =>
        api.post('/api/comments', { headers: families[groupIndex * GROUP + index], data: { comment: vector, parentDocPath: `blogs/${blog.blog.id}` } }),
      );
      if (comment) commentIds.push(comment.comment.id);
    }
    const link = (site: string) => `https://${site}.example/${encodeURIComponent(group[1] ?? group[0])}`;
    const teacher = await write('teacher fields', () =>
      api.post('/api/teachers', {
        headers,
        data: {
          name: group[0].slice(0, 100),
          subject: (group[1] ?? group[0]).slice(0, 100),
          email: `guide${groupIndex}@trailside-xss.example`,
          phone: (group[2] ?? group[0]).slice(0, 40),
          facebook: link('facebook'),
          googlePlus: link('gplus'),
          linkedin: link('linkedin'),
          instagram: link('instagram'),
          twitter: link('twitter'),
          desc: group.join('\n'),
          passions: group.join(' ').slice(0, 2000),
          skills: group.slice(0, 12).map((vector, index) => ({ name: vector.slice(0, 60), percent: 8 * index })),
        },
      }),
    );
    if (teacher) teacherIds.push(teacher.teacher.id);
  }
  const items = [...commentIds.map((id) => ({ kind: 'comment', id })), ...testimonialIds.map((id) => ({ kind: 'testimonial', id }))];
  await api.post('/api/moderation', { headers, data: { action: 'approve', items } });
  for (const [index, vector] of vectors.slice(0, 8).entries()) {
    const field = (['schoolName', 'address', 'hours', 'phone'] as const)[index % 4];
    await write('settings', () => api.put('/api/settings', { headers, data: { [field]: vector.slice(0, field === 'phone' ? 40 : 100) } }));
  }
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  console.log(`Stored XSS: ${vectors.length} vectors tried; stored per field: ${JSON.stringify(stored)}`);
});

/** Everything on a page that would show a vector ran: dialogs, the payloads' flag, blocked inline scripts, page errors. */
function watch(page: Page) {
  const ran: string[] = [];
  page.on('dialog', async (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) ran.push(`CSP: ${message.text()}`);
  });
  page.on('pageerror', (error) => ran.push(`page error: ${error.message}`));
  return {
    ran,
    check: async () => {
      const fired = await page.evaluate(() => (window as { __xssFired?: unknown }).__xssFired ?? null);
      if (fired !== null) ran.push('window.__xssFired was set');
      expect(ran).toEqual([]);
    },
  };
}

/**
 * Opens a page, waits until its data is shown (and, given `showing`, that a vector is on it as text),
 * moves the mouse and focus over it, and checks nothing ran.
 */
async function visit(page: Page, path: string, showing?: string) {
  const watcher = watch(page);
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  if (showing) await expect(page.locator('main').first()).toContainText(showing);
  await page.mouse.move(10, 10);
  await page.mouse.move(600, 400);
  await page.keyboard.press('Tab');
  await watcher.check();
}

test('the watch sees a vector that does run (on a page without the site\'s policy)', async ({ page }) => {
  const watcher = watch(page);
  await page.setContent('<img src="x" onerror="window.__xssFired=1"><img src="y" onerror="alert(1)">');
  await page.waitForFunction(() => (window as { __xssFired?: unknown }).__xssFired === 1);
  await expect.poll(() => watcher.ran.length).toBeGreaterThan(0);
  await expect(watcher.check()).rejects.toThrow();
});

test('the site is served with a strict Content-Security-Policy, which allows one inline script: the site\'s own boot', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  const allowed = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
  for (const path of ['/', '/teachers', '/gallery-filter']) {
    const html = await (await api.get(path)).text();
    // The one script that runs is written into the page (apps/site/src/boot.ts), the same on every page, and the
    // policy allows exactly it, by its hash: an inline script with any other text does not run. The server-rendered
    // page also carries data blocks (its JSON state and JSON-LD), which browsers never run; their text has every
    // "<" escaped, so no stored text can close the block and open a script of its own.
    const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
    const isData = (script: string) => /^<script type="application\/(ld\+)?json"[^>]*>/.test(script);
    const running = scripts.filter((script) => !isData(script));
    expect(running).toEqual([expect.stringMatching(/^<script data-entry="\/assets\/index-[^"]+\.js">[\s\S]{500,}<\/script>$/)]);
    const code = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(running[0]!)![1]!;
    expect(allowed).toEqual(["'self'", `'sha256-${createHash('sha256').update(code).digest('base64')}'`]);
    expect(scripts.filter(isData).length).toBeGreaterThan(0);
    expect(html.match(/<script\b/g)?.length).toBe(scripts.length);
  }
});

test('no vector runs on the home page, the blog, the teachers, the gallery or the events', async ({ page }) => {
  expect(vectors.length).toBeGreaterThanOrEqual(50);
  expect(stored['testimonials']).toBe(vectors.length);
  expect(stored['comments']).toBe(vectors.length);
  expect(stored['gallery labels and alt text']).toBe(vectors.length);
  expect(stored['blog titles and text with its quote']).toBe(groups.length);
  expect(stored['teacher fields']).toBe(groups.length);
  await visit(page, '/');
  // Newest first: the last group's post opens the first page of the grid.
  await visit(page, '/blog-classic-grid', groups[groups.length - 1][0]);
  for (const [index, id] of blogIds.entries()) await visit(page, `/blog-details?id=${id}`, groups[index][0]);
  await visit(page, '/teachers', groups[0][0]);
  for (const [index, id] of teacherIds.entries()) await visit(page, `/teachers-details?id=${id}`, groups[index][0]);
  for (const path of ['/gallery', '/gallery-masonry', '/gallery-filter', '/event', '/coming-soon', '/contact-us', '/faq', '/about']) await visit(page, path);
});

test('no vector runs on the admin pages, where every user name and short link is listed', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, ADMIN);
  await visit(page, '/admin');
  expect(stored['short-URL targets']).toBeGreaterThanOrEqual(50);
});

test('a short link can never lead to a javascript: address', async () => {
  for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'javascript://trailside.example/%0aalert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
    const response = await api.post('/api/url', { headers, data: { url } });
    expect({ url, status: response.status(), message: (await response.json()).message }).toEqual({
      url,
      status: 400,
      message: 'Please enter a web address starting with http:// or https://',
    });
  }
});
