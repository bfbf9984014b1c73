import { type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { SAMPLE_CALENDAR_EVENTS } from '@trailside/domain/calendar/sample-events';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { SEEDED_ADMIN } from './support/e2e-env';
import { expect, test } from './support/test';

/** The seeded office's token, for making what the tests need through the API as staff would in the console. */
async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
  return ((await login.json()) as { token: string }).token;
}

/** "2027-03-09" for the day `days` after today (UTC; the site's time zone is the server's, UTC here). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The titles of the events the page lists, across every page of its pagination. */
async function allTitles(page: Page): Promise<string[]> {
  const titles: string[] = [];
  for (;;) {
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    titles.push(...(await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents()));
    const next = page.getByRole('navigation', { name: 'Event pages' }).getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) return titles;
    const first = titles.at(-(await page.getByRole('main').getByRole('heading', { level: 3 }).count()));
    await next.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).not.toHaveText(first!);
  }
}

/** The VEVENTs of a calendar file: UID, SUMMARY and STATUS. */
function veventsOf(text: string): { uid: string; summary: string; status: string }[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    summary: String(vevent.getFirstPropertyValue('summary')),
    status: String(vevent.getFirstPropertyValue('status')),
  }));
}

/** "2:00pm" for `instant` on the school's clock, as Intl writes it: the test's own reading, not the site's. */
const clockIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant).replace(' ', '').toLowerCase();

test.describe('the events page', () => {
  test('has the spec’s six sample events on this school year’s dates, upcoming ones first and the past a choice away', async ({ page }) => {
    await page.goto('/event');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    const upcoming = await allTitles(page);
    await page.getByLabel('Show').selectOption('past');
    await expect(page).toHaveURL(/when=past/);
    await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible();
    const past = await allTitles(page);
    for (const { title } of SAMPLE_CALENDAR_EVENTS) expect([...upcoming, ...past]).toContain(title);
  });

  test('shows a weekly series in order, paged, without its skipped date, each date with a working calendar file and an address of its own', async ({ page, request }) => {
    const token = await staffToken(request);
    const title = `Early dismissal for staff training ${Date.now().toString(36)}`;
    // After this school year's sample dates, so it never pushes them off the first page other tests read.
    const [first, second, skipped, fourth, fifth] = [400, 407, 414, 421, 428].map(dayFromNow);
    const created = await request.post('/api/calendar/events', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, place: 'Every class', audience: 'whole-school', kind: 'early-dismissal', start: `${first}T12:00`, end: `${first}T12:15`, repeat: 'FREQ=WEEKLY;COUNT=5', skippedDates: [skipped] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { event } = (await created.json()) as { event: { id: string } };
    try {
      await page.goto('/event?kind=early-dismissal');
      const items = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
      await expect(items).toHaveCount(3);
      const pages = page.getByRole('navigation', { name: 'Event pages' });
      await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
      const shownDates = async () => (await items.getByRole('link', { name: title, exact: true }).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('date'))));
      expect(await shownDates()).toEqual([first, second, fourth]);
      await pages.getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(items).toHaveCount(1);
      expect(await shownDates()).toEqual([fifth]);

      // Add to calendar: one date alone (page 2 shows the fifth), or every date of the series, and each link says which.
      const [firstItem] = await items.all();
      const oneDate = await request.get((await firstItem.getByRole('link', { name: new RegExp(`^Add ${title} on \\w{3} \\d+ \\w{3} \\d{4} to your calendar$`) }).getAttribute('href'))!);
      expect(oneDate.status()).toBe(200);
      expect(oneDate.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(veventsOf(await oneDate.text()).map((vevent) => vevent.uid)).toEqual([`${event.id}-${fifth.replace(/-/g, '')}@localhost`]);
      const everyDate = await request.get((await firstItem.getByRole('link', { name: `Add every date of ${title} to your calendar` }).getAttribute('href'))!);
      expect(veventsOf(await everyDate.text()).map((vevent) => [vevent.summary, vevent.status])).toEqual([
        [title, 'CONFIRMED'],
        [title, 'CONFIRMED'],
        [title, 'CANCELLED'],
        [title, 'CONFIRMED'],
        [title, 'CONFIRMED'],
      ]);

      // Filtered by kind: a no-school day filter leaves it out.
      await page.getByLabel('Kind').selectOption('no-school');
      await expect(page).toHaveURL(/kind=no-school/);
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

      // Its own address, shareable: the date asked for, how it repeats, its other dates.
      await page.goto(`/event?id=${event.id}&date=${second}`);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page.getByText(/Repeats every/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Other dates' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See all events' }).first()).toHaveAttribute('href', '/event');
    } finally {
      await request.delete('/api/calendar/events', { headers: { Authorization: `Bearer ${token}` }, data: { id: event.id } });
    }
  });

  test('shows each date on the school clock with its weekday and whom it is for, whatever zone it was made in', async ({ page, request }) => {
    const token = await staffToken(request);
    const { timeZone } = ((await (await request.get('/api/settings')).json()) as { settings: { timeZone: string } }).settings;
    const title = `District webinar ${Date.now().toString(36)}`;
    // A January day, New York on standard time (UTC-5): 9:00 there is 14:00 UTC.
    const day = `${new Date().getUTCFullYear() + 2}-01-14`;
    const created = await request.post('/api/calendar/events', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, audience: 'families', place: 'Online', start: `${day}T09:00`, end: `${day}T10:00`, timeZone: 'America/New_York' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { event } = (await created.json()) as { event: { id: string } };
    try {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`/event?id=${event.id}`);
      const item = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
      const [starts, ends] = [new Date(`${day}T14:00:00Z`), new Date(`${day}T15:00:00Z`)];
      const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(starts);
      await expect(item.getByText(`${clockIn(starts, timeZone)}-${clockIn(ends, timeZone)} · Online`)).toBeVisible();
      await expect(item.getByText(new RegExp(`^${weekday} \\d+ Jan \\d{4}, `))).toBeVisible();
      await expect(item.getByText('For families')).toBeVisible();
      // A single event: one link, and it says nothing of other dates.
      await expect(item.getByRole('link', { name: `Add ${title} to your calendar` })).toBeVisible();
      await expect(item.getByRole('link', { name: /every date/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    } finally {
      await request.delete('/api/calendar/events', { headers: { Authorization: `Bearer ${token}` }, data: { id: event.id } });
    }
  });

  test('says when a filter, not the calendar, is empty, and leads back to every event', async ({ page }) => {
    await page.goto('/event?when=past&kind=early-dismissal');
    await expect(page.getByText('No past events match what you chose.')).toBeVisible();
    await expect(page.getByText('No past events to show.')).toHaveCount(0);
    await page.getByRole('link', { name: 'Show all events' }).click();
    await expect(page).toHaveURL(/\/event\?when=past$/);
    await expect(page.getByLabel('Kind')).toHaveValue('');
  });

  test('gives the Open House on the school clock, on the Saturday at 10am its poster says', async ({ page, request }) => {
    const { socialEvents } = (await (await request.get('/api/socialEvents')).json()) as { socialEvents: { id: string; title: string | null }[] };
    const openHouse = socialEvents.find((event) => event.title === 'Spring Open House')!;
    await page.goto(`/coming-soon?id=${openHouse.id}`);
    await expect(page.getByRole('heading', { name: 'Spring Open House' })).toBeVisible();
    await expect(page.getByText(/^Sat \d+ \w{3} \d{4}, 10:00am$/)).toBeVisible();
  });

  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('filters and pages from the address alone, with Event data for search engines', async ({ page }) => {
      await page.goto('/event?when=past');
      await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible();
      await page.goto('/event');
      await expect(page.getByRole('button', { name: 'Show events' })).toBeVisible();
      const html = await page.content();
      expect(html).toMatch(/"@type":"Event"/);
    });
  });
});

test.describe('a school notice', () => {
  // axe judges the settled page: with reduced motion, sections appear at once instead of fading in.
  test.use({ reducedMotion: 'reduce' });

  test('shows above the header of every page, in the first HTML, closes for this visitor, and an urgent one cannot be closed', async ({ page, request, browser }) => {
    const token = await staffToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const now = Math.floor(Date.now() / 1000);
    const make = async (message: string, level: string) => {
      const response = await request.post('/api/notices', { headers: auth, data: { message, level, startsAt: now - 60, endsAt: now + 3600 } });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { notice: { id: string } }).notice.id;
    };
    const late = `Late start tomorrow: doors open at 10:00 (${now}).`;
    const closed = `School is closed today for snow (${now}).`;
    const ids = [await make(late, 'important'), await make(closed, 'urgent')];
    try {
      // In the server's page, before any script: above the header.
      const html = await (await request.get('/classes', { headers: { Accept: 'text/html' } })).text();
      expect(html.indexOf(closed)).toBeGreaterThan(-1);
      expect(html.indexOf(closed)).toBeLessThan(html.indexOf('<header'));

      for (const viewport of [{ width: 320, height: 640 }, { width: 1280, height: 800 }]) {
        await page.setViewportSize(viewport);
        await page.goto('/');
        const notices = page.getByRole('region', { name: 'School notices' });
        await expect(notices.getByRole('alert')).toContainText(closed);
        await expect(notices.getByRole('status').filter({ hasText: late })).toBeVisible();
        await expectNoAxeViolations(page);
        const widths = await page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
        expect(widths.content).toBe(widths.layout);
      }

      await expect(page.getByRole('button', { name: `Close the notice: ${closed}` })).toHaveCount(0);
      await page.getByRole('button', { name: `Close the notice: ${late}` }).click();
      await expect(page.getByText(late)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('region', { name: 'School notices' })).toContainText(closed);
      await expect(page.getByText(late)).toHaveCount(0);

      // Another visitor still sees both.
      const other = await browser.newPage();
      await other.goto(page.url());
      await expect(other.getByText(late)).toBeVisible();
      await other.close();
    } finally {
      for (const id of ids) await request.delete('/api/notices', { headers: auth, data: { id } });
    }
  });
});
