import { readFile } from 'node:fs/promises';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { expect, test } from './support/test';

/** The events of an iCalendar text, as a calendar app's parser (ical.js) reads them. */
function calendarEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

test.describe('feeds and calendars', () => {
  // The sample content has a launched Spring Open House.
  test('the coming-soon page offers the event as a calendar file that downloads and parses', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 2, name: 'Spring Open House' })).toBeVisible();
    const add = page.getByRole('link', { name: 'Add Spring Open House to your calendar' });
    await expect(add).toHaveText('Add to calendar');
    await expect(page.getByRole('link', { name: 'Subscribe to all our events' })).toHaveAttribute('href', '/events.ics');

    const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
    expect(download.suggestedFilename()).toBe('spring-open-house.ics');
    const events = calendarEvents(await readFile((await download.path()) as string, 'utf8'));
    expect(events.map((event) => event.summary)).toEqual(['Spring Open House']);
    expect(events[0].startDate.toJSDate().getTime()).toBeGreaterThan(Date.now());
    expect(events[0].component.getFirstPropertyValue('url')).toMatch(/\/coming-soon\?id=/);
  });

  test('the pinned flyer on the home page has its own Add to calendar link', async ({ page, request }) => {
    await page.goto('/');
    const flyer = page.getByRole('complementary', { name: 'Upcoming event' });
    const add = flyer.getByRole('link', { name: 'Add Spring Open House to your calendar' });
    await expect(add).toBeVisible();
    const href = (await add.getAttribute('href')) as string;
    expect(href).toMatch(/^\/events\/[0-9a-f-]{36}\.ics$/);
    const file = await request.get(href);
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendarEvents(await file.text()).map((event) => event.summary)).toEqual(['Spring Open House']);
  });

  test('every page names the blog feed and the events calendar in its head, and both answer', async ({ page, request }) => {
    await page.goto('/about');
    const rss = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(rss).toHaveAttribute('href', '/rss.xml');
    const feed = await request.get('/rss.xml');
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const { rss: document } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' }).parse(await feed.text());
    expect(document['@_version']).toBe('2.0');
    expect(document.channel.title).toBe('Trailside Montessori K-8 blog');
    expect([document.channel.item].flat().length).toBeGreaterThan(0);

    const calendar = page.locator('head link[rel="alternate"][type="text/calendar"]');
    await expect(calendar).toHaveAttribute('href', '/events.ics');
    const events = await request.get('/events.ics');
    expect(calendarEvents(await events.text()).map((event) => event.summary)).toContain('Spring Open House');
  });

  test('a gallery group\'s address from the sitemap opens that group', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const group = /<loc>[^<]*\/gallery-filter\?group=([^<]+)<\/loc>/.exec(sitemap);
    expect(group).not.toBeNull();
    const label = decodeURIComponent((group as RegExpExecArray)[1].replace(/&amp;/g, '&'));
    await page.goto(`/gallery-filter?group=${(group as RegExpExecArray)[1].replace(/&amp;/g, '&')}`);
    await expect(page.getByRole('navigation', { name: 'Show pictures from' }).getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('aria-current', 'page');
  });
});
