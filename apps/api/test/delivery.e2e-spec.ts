import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, logIn, startTestApp, type TestApp } from './support/test-app';

/** A built site as Vite lays it out: index.html naming hashed assets, each bigger than the compression threshold. */
function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'trailside-site-'));
  mkdirSync(join(dir, 'assets'));
  const words = 'Trailside Montessori K-8 grows curious, kind and capable children. '.repeat(40);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Trailside</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div><p hidden>${words}</p></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), `export const words = ${JSON.stringify(words)};\n`.repeat(4));
  writeFileSync(join(dir, 'assets', 'index-Ef56Gh78.css'), `.page::before { content: ${JSON.stringify(words)}; }\n`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let test: TestApp;
let siteDir: string;

beforeAll(async () => {
  siteDir = builtSite();
  test = await startTestApp({ SITE_DIR: siteDir });
  const token = await logIn(test, ADMIN.email, ADMIN.password);
  // Enough posts that the list is worth compressing.
  for (let count = 0; count < 6; count += 1) {
    await test
      .http()
      .post('/api/blogs')
      .set({ Authorization: `Bearer ${token}` })
      .send({ title: `A week in the garden, part ${count + 1}`, text: 'We planted, watered and measured the beans every morning. '.repeat(5) })
      .expect(201);
  }
});
afterAll(async () => {
  await test.close();
  rmSync(siteDir, { recursive: true, force: true });
});

/** A real request through Node's fetch, which undoes brotli and gzip but keeps the headers as sent. */
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${test.url}${path}`, { headers });

/** A browser's revalidation (fetch would add Cache-Control: no-cache to it, which forbids a 304). */
const revalidate = (path: string, etag: string) => test.http().get(path).set('If-None-Match', etag).set('Accept-Encoding', 'br, gzip');

describe('delivery', () => {
  it('should let browsers keep hashed assets for a year, compressed with brotli or gzip', async () => {
    for (const path of ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css']) {
      const brotli = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(brotli.status).toBe(200);
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await brotli.text()).toContain('Trailside Montessori K-8 grows curious');
      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      const plain = await get(path, { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
    }
  });

  it('should make browsers check the page each time (no-cache) and answer 304 while it is unchanged', async () => {
    for (const path of ['/', '/blog-details', '/index.html']) {
      const page = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-encoding')).toBe('br');
      const etag = page.headers.get('etag');
      expect(etag).toBeTruthy();
      await revalidate(path, etag as string).expect(304);
    }
  });

  it('should answer the feeds itself, compressed, rather than with the site\'s page', async () => {
    for (const [path, type] of [
      ['/sitemap.xml', 'application/xml'],
      ['/rss.xml', 'application/rss+xml'],
      ['/robots.txt', 'text/plain'],
      ['/events.ics', 'text/calendar'],
    ]) {
      const response = await get(path, { 'accept-encoding': 'gzip' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
      expect(await response.text()).not.toContain('<div id="root">');
    }
    const rss = await get('/rss.xml', { 'accept-encoding': 'gzip' });
    expect(rss.headers.get('content-encoding')).toBe('gzip');
  });

  it('should compress public JSON lists, from the shared copy too, with ETag and no-cache', async () => {
    const first = await get('/api/blogs', { 'accept-encoding': 'br' });
    const second = await get('/api/blogs', { 'accept-encoding': 'br' });
    expect(second.headers.get('x-cache')).toBe('hit');
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/Authorization/);
      expect(response.headers.get('etag')).toBeTruthy();
      expect((await response.json()).blogs).toHaveLength(6);
    }
    await revalidate('/api/blogs', second.headers.get('etag') as string).expect(304);
  });

  it('should keep a signed-in answer private and a write out of every cache', async () => {
    const token = await logIn(test, ADMIN.email, ADMIN.password);
    const me = await get('/api/auth/me', { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-cache');
    expect(me.headers.get('etag')).toBeTruthy();
    const login = await fetch(`${test.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('should send small bodies as they are: compressing them would cost more than it saves', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers.get('content-encoding')).toBeNull();
  });
});
