import { momentText } from '@trailside/domain/calendar/calendar-text';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN, TINY_PNG } from './support/e2e-env';

// A 1x1 PNG: the API re-encodes it into the flyer's variants.
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The API serves the built site when there is one (apps/site/dist); then its home page can be checked too. */
const SITE_BUILT = existsSync(resolve(__dirname, '../../site/dist/index.html'));

/** A <input type="datetime-local"> value in this computer's time zone (the browser's too). */
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * MINUTE).toISOString().slice(0, 16);

async function openFlyers(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Flyers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flyers' })).toBeVisible();
}

test.describe('the Flyers view', () => {
  test('says before saving that a flyer for an earlier event, going up tomorrow, takes the current one off at once', async ({ consolePage: page }) => {
    const title = `Book Fair ${Date.now()}`;
    const launch = new Date(Math.floor((Date.now() + DAY) / MINUTE) * MINUTE);
    await openFlyers(page);
    const pinned = /^(.+) is pinned on the home page$/.exec((await page.locator('.flyers__pinned-title').textContent()) ?? '')?.[1];
    expect(pinned).toBeTruthy();

    await page.getByRole('button', { name: 'Add flyer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Flyer' });
    await add.getByLabel('Event name').fill(title);
    await add.getByLabel('Event date and time').fill(localInput(new Date(launch.getTime() + 6 * 60 * MINUTE)));
    await add.getByLabel('Flyer picture').setInputFiles({ name: 'book-fair.png', mimeType: 'image/png', buffer: TINY_PNG });
    // Going up now, for an event before the pinned one: it is pinned at once.
    await expect(add.getByText(`When you save, the home page shows ${title} instead of ${pinned} at once.`)).toBeVisible();

    await add.getByLabel('Flyer goes up on').fill(localInput(launch));
    await expect(add.getByText(`When you save, the home page shows no flyer instead of ${pinned} at once: this event comes first, and the home page waits for its flyer to go up.`)).toBeVisible();
    await expect(add.getByText(new RegExp(`^From .+, when this flyer goes up, it shows ${title}\\.$`))).toBeVisible();

    // Nothing is saved until she chooses to.
    await add.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`^${title}`) })).toHaveCount(0);
  });

  test('schedules a flyer that the preview shows current, then expired as the moment moves, and the site pins it', async ({ consolePage: page }) => {
    const title = `Garden Day ${Date.now()}`;
    // Whole minutes, as the form's fields hold them: up an hour ago, the event in two days.
    const launch = new Date(Math.floor((Date.now() - 60 * MINUTE) / MINUTE) * MINUTE);
    const event = new Date(Math.floor((Date.now() + 2 * DAY) / MINUTE) * MINUTE);
    await openFlyers(page);

    await page.getByRole('button', { name: 'Add flyer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Flyer' });
    await add.getByLabel('Event name').fill(title);
    await add.getByLabel('Event date and time').fill(localInput(event));
    await add.getByLabel('Flyer goes up on').fill(localInput(launch));
    await add.getByLabel('Flyer picture').setInputFiles({ name: 'garden-day.png', mimeType: 'image/png', buffer: TINY_PNG });
    await add.getByRole('button', { name: 'Add flyer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully created SocialEvent' })).toBeVisible();
    await expect(add).toBeHidden();

    // Now: it is launched and, coming before the sample Spring Open House, the one the home page pins.
    const row = page.getByRole('row', { name: new RegExp(`^${title}`) });
    const preview = page.getByRole('region', { name: 'Home page preview' });
    await expect(row.getByRole('cell').nth(2)).toHaveText('LaunchedCurrent: pinned on the home page');
    await expect(row.getByText('Its dates overlap Spring Open House: the home page pins only the event that comes first, once its flyer is up.')).toBeVisible();
    await expect(preview).toContainText(`${title} is pinned on the home page`);
    await expect(preview.getByRole('img', { name: `Flyer for ${title}`, exact: false })).toBeVisible();
    const timeline = page.getByRole('figure', { name: /Timeline of the flyers/ });
    await expect(timeline.getByRole('listitem').filter({ hasText: new RegExp(`^${title}:`) })).toContainText('launched. Current: pinned on the home page.');

    // A day, two hours and three minutes before the event: the countdown as the home page would show it then.
    await preview.getByLabel('Preview the home page at').fill(localInput(new Date(event.getTime() - DAY - 2 * 60 * MINUTE - 3 * MINUTE)));
    const countdown = preview.getByRole('region', { name: `Time until ${title}` });
    await expect(countdown.locator('[data-unit]')).toHaveText(['01', '02', '03', '00']);
    await expect(countdown).toContainText('1 day and 2 hours to go.');

    // A minute after the event: expired, and the Spring Open House is pinned again.
    await preview.getByLabel('Preview the home page at').fill(localInput(new Date(event.getTime() + MINUTE)));
    await expect(row.getByRole('cell').nth(2)).toHaveText('Expired');
    await expect(preview).toContainText('Spring Open House is pinned on the home page');

    // Before it goes up: upcoming.
    await preview.getByLabel('Preview the home page at').fill(localInput(new Date(launch.getTime() - MINUTE)));
    await expect(row.getByRole('cell').nth(2)).toHaveText('Upcoming');

    await preview.getByRole('button', { name: 'Back to now' }).click();
    await expect(row.getByRole('cell').nth(2)).toHaveText('LaunchedCurrent: pinned on the home page');

    // The site's own answer and, when the site is built, its home page pin the same flyer.
    const listed = await page.request.get(`${apiUrl()}/api/socialEvents`);
    expect(((await listed.json()) as { currentEvent: { title: string } | null }).currentEvent?.title).toBe(title);
    if (SITE_BUILT) {
      const site = await page.context().newPage();
      await site.goto(`${apiUrl()}/`);
      await expect(site.getByRole('complementary', { name: 'Upcoming event' }).getByRole('img', { name: new RegExp(`^Flyer for ${title}`) })).toBeVisible();
      await site.close();
    }

    // Edit the dates: the event moves a day later.
    const later = new Date(event.getTime() + DAY);
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${title}` });
    await edit.getByLabel('Event date and time').fill(localInput(later));
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully updated SocialEvent' })).toBeVisible();
    // In the console's one style, on the school's clock.
    const { settings } = (await (await page.request.get(`${apiUrl()}/api/settings`)).json()) as { settings: { timeZone: string } };
    await expect(row.getByRole('cell').nth(1)).toHaveText(momentText(later, settings.timeZone));

    // Delete, after the spec's confirmation.
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(confirm).toContainText('Are you sure that you want to delete this flyer?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully deleted SocialEvent' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${title}`) })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Home page preview' })).toContainText('Spring Open House is pinned on the home page');
  });

  test('says a flyer was created once its dialog has closed, however slowly the list comes back', async ({ consolePage: page }) => {
    await openFlyers(page);
    await page.getByRole('button', { name: 'Add flyer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Flyer' });
    await add.getByLabel('Event name').fill(`Slow Day ${Date.now()}`);
    await add.getByLabel('Event date and time').fill(localInput(new Date(Date.now() + 3 * DAY)));
    await add.getByLabel('Flyer goes up on').fill(localInput(new Date(Date.now() - 60 * MINUTE)));
    await add.getByLabel('Flyer picture').setInputFiles({ name: 'slow-day.png', mimeType: 'image/png', buffer: TINY_PNG });
    // The list's refetch after the save takes longer than the banner's three seconds. The dialog waits for
    // it, and the page behind a modal dialog is inert: a banner shown at the save would be gone, unread.
    await page.route(`${apiUrl()}/api/socialEvents**`, async (route) => {
      if (route.request().method() === 'GET') await new Promise((done) => setTimeout(done, 3_500));
      await route.fallback();
    });
    await add.getByRole('button', { name: 'Add flyer' }).click();
    await expect(add).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Successfully created SocialEvent' })).toBeVisible();
  });

  test('checks the form with the domain’s rules before sending', async ({ consolePage: page }) => {
    await openFlyers(page);
    await page.getByRole('button', { name: 'Add flyer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Flyer' });
    const submit = add.getByRole('button', { name: 'Add flyer' });
    await expect(submit).toBeDisabled();
    await add.getByLabel('Event name').fill('Harvest supper');
    await submit.click();
    await expect(add.getByText('Please choose the date of the event')).toBeVisible();
    await expect(add.getByLabel('Event date and time')).toBeFocused();

    await add.getByLabel('Event date and time').fill('2031-05-17T11:00');
    await add.getByLabel('Flyer goes up on').fill('2031-05-18T11:00');
    await submit.click();
    await expect(add.getByText('The flyer must go up on or before the day of the event')).toBeVisible();
    await add.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('row', { name: /^Harvest supper/ })).toHaveCount(0);
  });

  test('has no accessibility violations, with the preview moved and with the form open', async ({ consolePage: page }) => {
    await openFlyers(page);
    await expect(page.getByRole('row', { name: /^Spring Open House/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Preview the home page at').fill(localInput(new Date(Date.now() + 60 * DAY)));
    await expect(page.getByRole('button', { name: 'Back to now' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add flyer' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Flyer' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
