import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TESTIMONIAL_PAGE_SIZE } from '@trailside/domain/testimonials/testimonial.schema';
import { STAFF_CONSOLE_ORIGIN } from '../src/config/config';
import { moveClock, realClock, setClock } from './support/clock';
import { testDatabaseServer } from './support/database';
import { ADMIN, bearer, logIn, signUp, startTestApp, type TestApp } from './support/test-app';
import { decision } from './support/moderation';
import { builtSite } from './support/site';

let SITE_DIR: string;
beforeAll(() => {
  SITE_DIR = builtSite();
});

/** A post with a family's comment awaiting approval, made on `writer`. */
async function postWithPendingComment(writer: TestApp, words: string) {
  const admin = bearer(await logIn(writer, ADMIN.email, ADMIN.password));
  const { blog } = (await writer.http().post('/api/blogs').set(admin).send({ title: `Pond study ${words}`, text: 'The children counted tadpoles all week.' }).expect(201)).body;
  const family = await signUp(writer);
  const text = `The tadpoles have legs now! ${words}`;
  const { comment } = (await writer.http().post('/api/comments').set(bearer(family.token)).send({ comment: text, parentDocPath: `blogs/${blog.id}` }).expect(201)).body;
  return { admin, blog, comment, text };
}

/**
 * Posts an urgent notice starting a minute from now (the clock the tests move) and ending an hour later, on
 * `writer`; then the home page's first HTML on each of `readers` leaves it out until its start, has it from its
 * start, and leaves it out again from its end, with nothing but the clock moved.
 */
async function noticeComesAndGoesOnHome(writer: TestApp, readers: TestApp[]) {
  const message = `Closed for snow today (${Date.now()}).`;
  setClock(Date.now());
  try {
    const admin = bearer(await logIn(writer, ADMIN.email, ADMIN.password));
    const startsAt = Math.floor(Date.now() / 1000) + 60;
    await writer.http().post('/api/notices').set(admin).send({ message, level: 'urgent', startsAt, endsAt: startsAt + 3600 }).expect(201);
    const home = async (reader: TestApp) => {
      const { headers, html } = await page(reader, '/');
      return [headers['x-cache'], html.includes(message)];
    };
    for (const reader of readers) {
      await home(reader);
      expect(await home(reader)).toEqual(['hit', false]);
    }
    moveClock(startsAt * 1000 - Date.now() + 1000);
    for (const reader of readers) expect(await home(reader)).toEqual(['miss', true]);
    // Drawn once from the time it starts, then kept (a view or two may pass while the instance works out its end).
    for (const reader of readers) expect((await home(reader))[1]).toBe(true);
    for (const reader of readers) expect(await home(reader)).toEqual(['hit', true]);
    moveClock(3600 * 1000);
    for (const reader of readers) expect(await home(reader)).toEqual(['miss', false]);
  } finally {
    realClock();
  }
}

/** The page for one address, as a browser asks for it (over plain node:http, which leaves the coding alone), decoded. */
function page(test: TestApp, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; html: string }>((resolve, reject) => {
    get(`${test.url}${path}`, { headers: { Accept: 'text/html', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = response.headers['content-encoding'];
        const html = (coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: response.statusCode!, headers: response.headers, html });
      });
    }).on('error', reject);
  });
}

describe('the rendered pages of the site, on one instance', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ SITE_DIR });
  });
  afterAll(() => test?.close());

  it('should render a visitor’s page once and answer later views from the kept copy, compressed once, with a strong ETag', async () => {
    const { blog } = await postWithPendingComment(test, 'kept');
    const path = `/blog-details?id=${blog.id}`;

    const first = await page(test, path, { 'Accept-Encoding': 'identity' });
    expect([first.status, first.headers['x-cache']]).toEqual([200, 'miss']);
    expect(first.html).toContain(`<title>Pond study kept | Trailside Montessori K-8</title>`);

    const brotli = await page(test, path, { 'Accept-Encoding': 'gzip, br' });
    expect([brotli.headers['x-cache'], brotli.headers['content-encoding']]).toEqual(['hit', 'br']);
    expect(brotli.html).toBe(first.html);
    const gzip = await page(test, path, { 'Accept-Encoding': 'gzip' });
    expect([gzip.headers['x-cache'], gzip.headers['content-encoding'], gzip.html]).toEqual(['hit', 'gzip', first.html]);
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);

    expect(brotli.headers.etag).toBe(first.headers.etag);
    expect(brotli.headers.etag).toMatch(/^"/);
    await test.http().get(path).set({ 'If-None-Match': first.headers.etag as string }).expect(304);
  });

  it('should draw a page once for views arriving together, not once per view', async () => {
    const { blog } = await postWithPendingComment(test, 'together');
    const views = await Promise.all(Array.from({ length: 6 }, () => page(test, `/blog-details?id=${blog.id}`)));
    expect(views.map((view) => view.headers['x-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(views.map((view) => view.html)).size).toBe(1);
    expect(new Set(views.map((view) => view.headers.etag)).size).toBe(1);
    expect(views[0]!.html).toContain('<title>Pond study together | Trailside Montessori K-8</title>');
  });

  it('should draw a page afresh on the first view after an approval changes what it shows', async () => {
    const { admin, blog, comment, text } = await postWithPendingComment(test, 'approved');
    const path = `/blog-details?id=${blog.id}`;
    await page(test, path);
    const before = await page(test, path);
    expect(before.headers['x-cache']).toBe('hit');
    expect(before.html).not.toContain(text);

    await test.http().post('/api/moderation').set(admin).send(decision('comment', [comment.id], 'approve')).expect(200);

    const after = await page(test, path);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.html).toContain(text);
    expect(after.html).toContain('1 Comment');
  });

  it(`should draw the newest ${TESTIMONIAL_PAGE_SIZE} testimonials on the home page, however many families have written`, async () => {
    const admin = bearer(await logIn(test, ADMIN.email, ADMIN.password));
    const family = bearer((await signUp(test)).token);
    const ids = [];
    for (let n = 1; n <= TESTIMONIAL_PAGE_SIZE + 8; n += 1) {
      ids.push((await test.http().post('/api/testimonials').set(family).send({ text: `Year ${n} at Trailside was our best yet.` }).expect(201)).body.testimonial.id);
    }
    await test.http().post('/api/moderation').set(admin).send(decision('testimonial', ids, 'approve')).expect(200);
    const home = await page(test, '/');
    expect(home.html.match(/<figure class="testimonial-card"/g)).toHaveLength(TESTIMONIAL_PAGE_SIZE);
    expect(home.html).toContain(`Year ${TESTIMONIAL_PAGE_SIZE + 8} at Trailside`);
    expect(home.html).not.toContain('Year 8 at Trailside');
  });

  it('should put a notice in the first HTML of the home page from its start to its end, and no longer', async () => {
    await noticeComesAndGoesOnHome(test, [test]);
  });

  it('should answer a kept page with the headers its first answer had, but not the CORS grant to that caller’s origin', async () => {
    const path = '/classes?headers=kept';
    // The first caller is the staff console (an origin CORS lets read the API); the page is drawn for it.
    const first = await page(test, path, { Origin: STAFF_CONSOLE_ORIGIN, 'Accept-Encoding': 'br' });
    expect([first.headers['x-cache'], first.headers['access-control-allow-origin']]).toEqual(['miss', STAFF_CONSOLE_ORIGIN]);
    const kept = await page(test, path, { 'Accept-Encoding': 'br' });
    expect(kept.headers['x-cache']).toBe('hit');
    const perAnswer = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-cache', 'access-control-allow-origin']);
    const pageHeaders = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !perAnswer.has(name)));
    expect(pageHeaders(kept.headers)).toEqual(pageHeaders(first.headers));
    // The site's boot script, which every page runs inline, by its hash, and no other inline script.
    expect(kept.headers['content-security-policy']).toMatch(/(^|;)script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=';/);
    expect(kept.headers['access-control-allow-origin']).toBeUndefined();
    const fromElsewhere = await page(test, path, { Origin: 'https://elsewhere.example' });
    expect([fromElsewhere.headers['x-cache'], fromElsewhere.headers['access-control-allow-origin']]).toEqual(['hit', undefined]);
  });

  it('should keep an unknown address’s 404 page as a 404', async () => {
    await page(test, '/no-such-page-here');
    const kept = await page(test, '/no-such-page-here');
    expect([kept.status, kept.headers['x-cache']]).toEqual([404, 'hit']);
  });

  it('should name the cache tags of every public answer, which is how a page knows what it was drawn from', async () => {
    const blogs = await test.http().get('/api/blogs').expect(200);
    expect(blogs.headers['cache-tag']).toBe('blogs');
    // A kept copy answered before the router says the same.
    const kept = await test.http().get('/api/blogs').expect(200);
    expect([kept.headers['x-cache'], kept.headers['cache-tag']]).toEqual(['hit', 'blogs']);
  });
});

// SQLite serves one instance; several instances share a PostgreSQL database (see the README).
(testDatabaseServer ? describe : describe.skip)('the rendered pages of the site, on two instances sharing PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ SITE_DIR });
    b = await startTestApp({ SITE_DIR, DATA_DIR: a.config.dataDir, DATABASE_URL: a.config.databaseUrl! });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('should show an approval made on one instance on the first view of the page on the other', async () => {
    const { admin, blog, comment, text } = await postWithPendingComment(a, 'on two');
    const path = `/blog-details?id=${blog.id}`;
    await page(b, path);
    expect((await page(b, path)).headers['x-cache']).toBe('hit');

    await a.http().post('/api/moderation').set(admin).send(decision('comment', [comment.id], 'approve')).expect(200);

    const after = await page(b, path);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.html).toContain(text);
  });

  it('should put a notice posted on one instance in the home page of both from its start to its end, and no longer', async () => {
    await noticeComesAndGoesOnHome(a, [a, b]);
  });
});
