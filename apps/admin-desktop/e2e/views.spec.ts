import { expectNoAxeViolations } from '@trailside/testing/axe';
import type { Locator, Page } from '@playwright/test';
import { CONSOLE_VIEWS, type ConsoleView, VIEW_LABELS } from '../src/preload/console-api';
import { ADMISSIONS_VIEW_LABELS, ADMISSIONS_VIEWS } from '../src/renderer/src/app/admissions-views';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';


/**
 * Presses Tab until `target` has focus, as a keyboard user would. After signing in, Tab goes on from where the
 * sign-in form was, through the Inbox's filters, actions, list and pages, round to the sidebar: well under 60 stops.
 */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Console views' });
}

test.describe('the console’s views', () => {
  test.beforeEach(async ({ consolePage: page }) => {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });

  test('lists the ten views in the sidebar, then the Admissions area\'s, with the open one marked', async ({ consolePage: page }) => {
    // The Inbox carries its pending count (the sample content has items awaiting approval).
    await expect(sidebar(page).getByRole('list').first().getByRole('link')).toHaveText([/^Inbox\d+ pending$/, 'Media', 'Flyers', 'People', 'Enquiries', 'Site settings', 'Activity', 'Calendar', 'Notices', 'Subscribers']);
    await expect(sidebar(page).getByRole('list', { name: 'Admissions' }).getByRole('link')).toHaveText(ADMISSIONS_VIEWS.map((view) => ADMISSIONS_VIEW_LABELS[view]));
    await expect(sidebar(page).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).locator('[aria-current]')).toHaveCount(1);
  });

  test('opens a view with the mouse', async ({ consolePage: page }) => {
    await sidebar(page).getByRole('link', { name: 'Media' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await expect(page).toHaveURL(/#\/media$/);
    await expect(sidebar(page).getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  });

  test('opens a view from the keyboard and starts the reader in it', async ({ consolePage: page }) => {
    const people = sidebar(page).getByRole('link', { name: 'People' });

    await tabTo(page, people);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(people).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('opens each view from its menu accelerator, Ctrl/Cmd+1 to 9 and 0', async ({ consolePage: page, consoleMain }) => {
    for (const [index, view] of [...CONSOLE_VIEWS.entries()].reverse()) {
      await consoleMain.pressAccelerator(index + 1);

      await expect(page.getByRole('heading', { level: 1, name: VIEW_LABELS[view] })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#/${view}$`));
      await expect(sidebar(page).getByRole('link', { name: VIEW_LABELS[view] })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('says what each view is for', async ({ consolePage: page }) => {
    for (const view of CONSOLE_VIEWS) {
      await sidebar(page).getByRole('link', { name: VIEW_LABELS[view] }).click();
      const heading = page.getByRole('heading', { level: 1, name: VIEW_LABELS[view] });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('main').locator('p').first()).toHaveText(/^[A-Z].{40,}\.$/);
    }
  });

  test('shows how many items wait beside the Inbox and in the title, with no notification for what already waited', async ({ consolePage: page, consoleMain }) => {
    const link = sidebar(page).getByRole('link', { name: /^Inbox/ });
    await expect(link).toHaveText(/^Inbox\d+ pending$/);
    const count = Number(/\d+/.exec((await link.textContent()) ?? '')![0]);
    await expect.poll(() => consoleMain.title).toBe(`Trailside Staff Console — ${count} pending`);
    expect(consoleMain.notifications).toEqual([]);
  });
});

/**
 * Dates as the console used to write them beside the house style: each one is a second style on screen. A pattern
 * has no \b before it, only "no digit": a table's text runs on from its headings ("WhenSun 29 Nov 2026").
 */
const FOREIGN_DATES: [string, RegExp][] = [
  ['month first ("Nov 29, 2026")', /(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{1,2}, \d{4}\b/],
  ['a clock in capitals ("3:28 AM")', /(?<!\d)\d{1,2}:\d{2}\s?[AP]M\b/],
  ['numbers only ("11/29/2026")', /(?<!\d)\d{1,2}\/\d{1,2}\/\d{2,4}\b/],
  ['a raw wall time ("2026-12-01T08:15")', /(?<!\d)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
  // Without a weekday before it: "Sat 30 May 2026" is the house style, May being short already.
  ['a whole month name and year ("19 January 2027")', /(?<!(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) |\d)\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/],
];
/** The house style, the domain's momentText and dayText: "Tue 9 Mar 2027" (", 6:00pm"). */
const HOUSE_DATE = /(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/;

test.describe('dates', () => {
  test('every view writes its dates in one style, the domain’s, and no other', async ({ consolePage: page, request }) => {
    test.slow();
    // Something in the Activity, whichever tests ran before: a staff change, as another office computer would make it.
    const login = await request.post(`${apiUrl()}/api/auth/login`, { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    expect((await request.put(`${apiUrl()}/api/settings`, { headers, data: { hours: `Mon–Fri 8:30am-3:30pm (${Date.now()})` } })).ok()).toBe(true);
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    // The views that always have dated things to show: their dates are waited for, then read.
    const dated: readonly ConsoleView[] = ['inbox', 'enquiries', 'activity', 'subscribers'];
    for (const view of CONSOLE_VIEWS) {
      await sidebar(page).getByRole('link', { name: VIEW_LABELS[view] }).click();
      await expect(page.getByRole('heading', { level: 1, name: VIEW_LABELS[view] })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      // What the console writes: its text, and the names and descriptions pictures and controls carry. The Activity's
      // Details are the server's own words (its audit descriptions), not the console's.
      const read = () =>
        page.getByRole('main').evaluate((main) => {
          const clone = main.cloneNode(true) as HTMLElement;
          clone.querySelectorAll('.activity td:nth-child(4)').forEach((cell) => cell.remove());
          const named = [...clone.querySelectorAll('[alt], [aria-label], [title]')].map((element) =>
            ['alt', 'aria-label', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '),
          );
          return [clone.innerText, clone.textContent ?? '', ...named].join('\n');
        });
      if (dated.includes(view)) await expect(page.getByRole('main'), `${view}’s dates`).toContainText(HOUSE_DATE);
      const text = await read();
      for (const [style, pattern] of FOREIGN_DATES) expect(text, `${view} writes a date ${style}`).not.toMatch(pattern);
    }
  });
});

test.describe('accessibility', () => {
  test('has no violations on sign-in, with and without a field error', async ({ consolePage: page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('School server address').fill('school.lan');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a full address, such as http://localhost:3000 or https://school.example')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('has no violations on any view', async ({ consolePage: page }) => {
    // One axe run per view, one after another: on a 2-core machine also running the site's suite, more than a minute.
    test.slow();
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();

    for (const view of CONSOLE_VIEWS) {
      await sidebar(page).getByRole('link', { name: VIEW_LABELS[view] }).click();
      await expect(page.getByRole('heading', { level: 1, name: VIEW_LABELS[view] })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

/**
 * What each view is for, within reach the moment it opens: nothing to scroll first, at a laptop's 1280x800 and at
 * 1024x700 (a long list scrolls inside the view; the page itself never moves). For a list, its first items: the
 * Inbox shows three at 1280x800 (one at 1024x700) under the two-step reminder.
 */
const MAIN_ACTIONS: Record<ConsoleView, (page: Page, small: boolean) => Locator[]> = {
  inbox: (page, small) => [
    page.getByRole('button', { name: 'Approve', exact: true }),
    ...(small ? [0] : [0, 1, 2]).map((index) => page.getByRole('listbox').getByRole('option').nth(index)),
  ],
  media: (page) => [page.getByRole('button', { name: 'Choose pictures…' })],
  flyers: (page) => [page.getByRole('button', { name: 'Add flyer' })],
  people: (page) => [page.getByRole('searchbox', { name: /^Search by name/ }), page.getByRole('table').getByRole('row').nth(1)],
  enquiries: (page) => [page.getByRole('main').getByRole('listitem').first()],
  settings: (page) => [page.getByRole('button', { name: 'Save settings' })],
  activity: (page) => [page.getByRole('combobox', { name: 'What was done' })],
  // The whole month at 1280x800; at 1024x700 its last weeks scroll.
  calendar: (page, small) => [page.getByRole('button', { name: 'Add event' }), ...(small ? [] : [page.getByRole('table').getByRole('row').last()])],
  notices: (page) => [page.getByRole('button', { name: 'Post notice' })],
  subscribers: (page) => [page.getByRole('button', { name: 'Search', exact: true })],
};

test.describe('fitting the window', () => {
  test.beforeEach(async ({ consolePage: page }) => {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });

  test('shows each view’s main action without scrolling, the two-step reminder included', async ({ consolePage: page }) => {
    await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toBeVisible();
    for (const view of CONSOLE_VIEWS) {
      await sidebar(page).getByRole('link', { name: VIEW_LABELS[view] }).click();
      await expect(page.getByRole('heading', { level: 1, name: VIEW_LABELS[view] })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      for (const action of MAIN_ACTIONS[view](page, test.info().project.name === '1024x700')) await expect(action, `${view}: ${action}`).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.scrollingElement!.scrollTop), `${view} scrolled the page`).toBe(0);
    }
  });

  test('the add-event window fits the screen with its button', async ({ consolePage: page }) => {
    await sidebar(page).getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await expect(dialog.getByRole('button', { name: 'Add to calendar' })).toBeInViewport({ ratio: 1 });
    // A weekly series shows the most fields; its button stays in sight.
    await dialog.getByLabel('Repeats').selectOption('weekly');
    await expect(dialog.getByRole('button', { name: 'Add to calendar' })).toBeInViewport({ ratio: 1 });
  });

  test('a message sits in the status bar, covering nothing of the view', async ({ consolePage: page }) => {
    const message = page.getByRole('status').filter({ hasText: 'Successfully logged in!!' });
    await expect(message).toBeVisible();
    const [banner, main] = await Promise.all([message.boundingBox(), page.getByRole('main').boundingBox()]);
    expect(banner!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
  });

  test('puts the two-step reminder away until tomorrow', async ({ consolePage: page }) => {
    const reminder = page.getByRole('region', { name: 'Two-step sign-in' });
    await reminder.getByRole('button', { name: 'Remind me tomorrow' }).click();
    await expect(reminder).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(reminder).toHaveCount(0);
    // Tomorrow, it is back.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('two-step-prompt-put-away:')) localStorage.setItem(key, '2000-01-01');
    });
    await page.reload();
    await expect(reminder).toBeVisible();
  });
});
