import type { Blog } from '@trailside/domain/blogs/blog.types';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { FeedsService } from '../src/feeds/feeds.service';
import { pngPicture } from './support/images';
import { addTeacher } from './support/people';
import { builtSite } from './support/site';
import { ADMIN, bearer, logIn, startTestApp, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://school.example';
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

let test: TestApp;
let admin: Record<string, string>;
let adminToken: string;
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => ['url', 'item'].includes(name) });

beforeAll(async () => {
  // The pages of the sitemap and robots.txt are the built site's, as its build listed them from the routes.
  test = await startTestApp({ PUBLIC_URL, SITE_DIR: builtSite() });
  adminToken = await logIn(test, ADMIN.email, ADMIN.password);
  admin = bearer(adminToken);
});
afterAll(() => test.close());

async function addPost(title: string, text: string): Promise<Blog> {
  return (await test.http().post('/api/blogs').set(admin).send({ title, text }).expect(201)).body.blog;
}

async function addEvent(title: string, eventDate: number, launchDate: number): Promise<SocialEvent> {
  return (
    await test.http().post('/api/socialEvents').set(admin).field('title', title).field('eventDate', String(eventDate)).field('launchDate', String(launchDate)).expect(201)
  ).body.socialEvent;
}

/** Parses an iCalendar text with ical.js and gives its events. */
function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
}

describe('feeds', () => {
  let post: Blog;
  let olderPost: Blog;
  let teacher: { id: string };
  let coming: SocialEvent;
  let past: SocialEvent;
  let unannounced: SocialEvent;

  beforeAll(async () => {
    olderPost = await addPost('Seedlings in the greenhouse', 'The lower elementary class planted tomatoes. '.repeat(20));
    post = await addPost('Tom & Jerry <3 "our" play', 'Costumes, cues & a <script>alert(1)</script> joke.\nSecond line.');
    teacher = await addTeacher(test, adminToken);
    await test
      .http()
      .post('/api/gallery')
      .set(admin)
      .field('payload', JSON.stringify({ groupLabel: 'Garden & Trails' }))
      .attach('images', await pngPicture(), 'garden.png')
      .expect(201);
    coming = await addEvent('Open House, Garden; Tea \\ Cake', nowSeconds() + 10 * DAY, nowSeconds() - DAY);
    past = await addEvent('Winter Concert', nowSeconds() - 30 * DAY, nowSeconds() - 60 * DAY);
    unannounced = await addEvent('Secret Field Day', nowSeconds() + 90 * DAY, nowSeconds() + 30 * DAY);
  });

  describe('GET /sitemap.xml', () => {
    it('should list every public page and every post, teacher, gallery group and announced event with lastmod', async () => {
      const response = await test.http().get('/sitemap.xml').expect(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const { urlset } = xml.parse(response.text);
      expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const entries = urlset.url as { loc: string; lastmod?: string }[];
      const locs = entries.map((entry) => entry.loc);
      for (const page of ['/', '/about', '/classes', '/teachers', '/blog-classic-grid', '/coming-soon', '/gallery-filter', '/faq', '/contact-us']) {
        expect(locs).toContain(`${PUBLIC_URL}${page}`);
      }
      for (const page of ['/login', '/sign-up', '/admin', '/reset-password', '/account', '/blog-details', '/error-404']) expect(locs).not.toContain(`${PUBLIC_URL}${page}`);
      // A list page is as new as the newest of what it lists; a page of fixed text has no date.
      const lastmodOf = (page: string) => entries.find((entry) => entry.loc === `${PUBLIC_URL}${page}`)?.lastmod;
      expect(lastmodOf('/blog-classic-grid')).toBe(lastmodOf(`/blog-details?id=${post.id}`));
      expect(lastmodOf('/teachers')).toBe(lastmodOf(`/teachers-details?id=${teacher.id}`));
      for (const page of ['/gallery', '/gallery-masonry', '/gallery-filter', '/coming-soon']) expect(Number.isNaN(Date.parse(lastmodOf(page) ?? ''))).toBe(false);
      expect(lastmodOf('/about')).toBeUndefined();
      const detail = [
        `${PUBLIC_URL}/blog-details?id=${post.id}`,
        `${PUBLIC_URL}/blog-details?id=${olderPost.id}`,
        `${PUBLIC_URL}/teachers-details?id=${teacher.id}`,
        `${PUBLIC_URL}/gallery-filter?group=Garden%20%26%20Trails`,
        `${PUBLIC_URL}/coming-soon?id=${coming.id}`,
        `${PUBLIC_URL}/coming-soon?id=${past.id}`,
      ];
      for (const loc of detail) {
        const entry = entries.find((candidate) => candidate.loc === loc);
        expect(entry).toBeDefined();
        expect(Number.isNaN(Date.parse(entry?.lastmod ?? ''))).toBe(false);
      }
      expect(locs).not.toContain(`${PUBLIC_URL}/coming-soon?id=${unannounced.id}`);
      // The ampersand in the group's address is escaped in the XML itself.
      expect(response.text).toContain('group=Garden%20%26%20Trails');
    });

    it('should be kept until what it lists changes, built once for everyone asking meanwhile, a 304 building nothing', async () => {
      const build = jest.spyOn(test.app.get(FeedsService), 'sitemap');
      const first = await test.http().get('/sitemap.xml').expect(200);
      const [second, third] = await Promise.all([test.http().get('/sitemap.xml?utm=a').expect(200), test.http().get('/sitemap.xml').expect(200)]);
      await test.http().get('/sitemap.xml').set('If-None-Match', first.headers.etag).expect(304);
      expect([second.text, third.text]).toEqual([first.text, first.text]);
      expect(build.mock.calls.length).toBeLessThanOrEqual(1);
      const calls = build.mock.calls.length;

      const added = await addTeacher(test, adminToken);
      const after = await Promise.all([1, 2, 3].map(() => test.http().get('/sitemap.xml').expect(200)));
      for (const response of after) expect(response.text).toContain(`/teachers-details?id=${added.id}`);
      expect(build.mock.calls.length).toBe(calls + 1);
      build.mockRestore();
    });
  });

  describe('GET /robots.txt', () => {
    it('should allow the public pages, keep crawlers out of admin and sign-in paths, and name the sitemap', async () => {
      const response = await test.http().get('/robots.txt').expect(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.text.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /login', 'Disallow: /sign-up', 'Disallow: /account', 'Disallow: /unsubscribe', 'Disallow: /api/', 'Disallow: /s/']),
      );
      expect(lines).not.toContain('Disallow: /blog-details');
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    });
  });

  describe('GET /rss.xml', () => {
    it('should be an RSS 2.0 feed of the newest posts with every required element, escaped right', async () => {
      const response = await test.http().get('/rss.xml').expect(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const { rss } = xml.parse(response.text);
      expect(rss['@_version']).toBe('2.0');
      const { channel } = rss;
      expect(channel.title).toBe('Trailside Montessori K-8 blog');
      expect(channel.link).toBe(`${PUBLIC_URL}/blog-classic-grid`);
      expect(channel.description).toEqual(expect.any(String));
      expect(channel['atom:link']['@_href']).toBe(`${PUBLIC_URL}/rss.xml`);
      const items = channel.item as { title: string; link: string; guid: { '#text': string }; pubDate: string; description: string }[];
      expect(items.map((item) => item.title)).toEqual(['Tom & Jerry <3 "our" play', 'Seedlings in the greenhouse']);
      expect(items[0]).toMatchObject({ link: `${PUBLIC_URL}/blog-details?id=${post.id}`, guid: { '#text': `${PUBLIC_URL}/blog-details?id=${post.id}`, '@_isPermaLink': 'true' } });
      expect(items[0].description).toBe('Costumes, cues & a <script>alert(1)</script> joke. Second line.');
      // A long post is cut for the preview, at a word.
      expect(items[1].description.length).toBeLessThanOrEqual(301);
      expect(items[1].description).toMatch(/\w…$/);
      expect(olderPost.text.replace(/\s+/g, ' ').startsWith(items[1].description.slice(0, -1))).toBe(true);
      for (const item of items) expect(new Date(item.pubDate).toUTCString()).toBe(item.pubDate);
      // Nothing of the post is raw markup in the XML.
      expect(response.text).not.toContain('<script>');
    });

    it('should answer 304 to a reader that holds the current copy, and say how long to keep it', async () => {
      const first = await test.http().get('/rss.xml').expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      expect(first.headers.etag).toMatch(/^"/);
      await test.http().get('/rss.xml').set('If-None-Match', first.headers.etag).expect(304);
      await addPost('Butterflies hatched', 'Five monarchs.');
      const after = await test.http().get('/rss.xml').set('If-None-Match', first.headers.etag).expect(200);
      expect(xml.parse(after.text).rss.channel.item[0].title).toBe('Butterflies hatched');
    });
  });

  describe('GET /events.ics', () => {
    it('should be a calendar of the announced events that calendar apps parse, with the school as the place', async () => {
      const response = await test.http().get('/events.ics').buffer(true).parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const text = response.body as string;
      const { calendar, events } = calendarEvents(text);
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Trailside Montessori K-8 events');
      expect(events.map((event) => event.summary)).toEqual(['Winter Concert', 'Open House, Garden; Tea \\ Cake']);
      const open = events[1];
      expect(open.uid).toBe(`${coming.id}@school.example`);
      expect(open.startDate.toJSDate().getTime()).toBe(coming.eventDate.seconds * 1000);
      expect(open.endDate.toJSDate().getTime() - open.startDate.toJSDate().getTime()).toBe(2 * 3600_000);
      expect(open.location).toBe('1200 Meadow Lane, Springfield');
      expect(open.component.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/coming-soon?id=${coming.id}`);
      // Escaped as RFC 5545 says: commas, semicolons and backslashes.
      expect(text).toContain('SUMMARY:Open House\\, Garden\\; Tea \\\\ Cake');
      expect(text).not.toContain('Secret Field Day');
      // Lines end in CRLF, as calendar apps expect.
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    });

    it('should give one announced event as a download, and 404 for an unknown or unannounced one', async () => {
      const response = await test.http().get(`/events/${coming.id}.ics`).buffer(true).parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="open-house-garden-tea-cake.ics"');
      const { events } = calendarEvents(response.body as string);
      expect(events.map((event) => event.uid)).toEqual([`${coming.id}@school.example`]);
      const missing = await test.http().get(`/events/${unannounced.id}.ics`).expect(404);
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
      await test.http().get('/events/no-such-event.ics').expect(404);
    });
  });
});
