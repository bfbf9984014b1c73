import { expectNoAxeViolations } from '@trailside/testing/axe';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN, TINY_PNG } from './support/e2e-env';

const DISTRICT_ICS = resolve(__dirname, '../../../packages/testing/fixtures/district-calendar.ics');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY = 86_400_000;

/** "2027-03-02" of a UTC date. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** "2 March", as the summary writes a day of the series' own year. */
const summaryDay = (date: Date, year: number) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}${date.getUTCFullYear() === year ? '' : ` ${date.getUTCFullYear()}`}`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${apiUrl()}/api/auth/login`, { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
  return (await login.json()).token;
}

async function openCalendar(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
}

test.describe('the Calendar view', () => {
  test('adds a weekly series with one skipped date, shows its dates, and deletes one more date alone', async ({ consolePage: page, request }) => {
    const title = `Parent coffee morning ${Date.now()}`;
    // The first Tuesday at least a week ahead, then five more weeks; the third Tuesday is skipped.
    const first = new Date(`${isoDay(new Date(Date.now() + 7 * DAY))}T00:00:00Z`);
    first.setUTCDate(first.getUTCDate() + ((2 - first.getUTCDay() + 7) % 7));
    const tuesday = (week: number) => new Date(first.getTime() + week * 7 * DAY);
    await openCalendar(page);

    await page.getByRole('button', { name: 'Add event' }).click();
    const form = page.getByRole('dialog', { name: 'Add event' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('For', { exact: true }).selectOption({ label: 'Families' });
    await form.getByLabel('Date', { exact: true }).fill(isoDay(first));
    await form.getByLabel('Starts at', { exact: true }).fill('18:00');
    await form.getByLabel('Ends at', { exact: true }).fill('19:30');
    // Times are the school's, named as such.
    await expect(form.getByText(/^Times are in the school’s time zone, \S+ \(Site settings\)\.$/)).toBeVisible();
    await form.getByLabel('Repeats', { exact: true }).selectOption({ label: 'Weekly' });
    // The date is a Tuesday: a weekly series starts on Tuesdays, and its box shows so.
    await expect(form.getByRole('group', { name: 'On' }).getByRole('checkbox', { checked: true })).toHaveAccessibleName('Tuesday');
    await expect(form.getByRole('group', { name: 'On' }).getByRole('checkbox', { checked: false })).toHaveCount(6);
    await form.getByLabel(/^Until/).fill(isoDay(tuesday(5)));
    await form.getByLabel(/^Skip a date/).fill(isoDay(tuesday(2)));
    await form.getByRole('button', { name: 'Skip this date' }).click();
    const year = first.getUTCFullYear();
    await expect(form.getByText(/^Repeats: /)).toHaveText(`Repeats: every Tuesday until ${summaryDay(tuesday(5), year)}, except ${summaryDay(tuesday(2), year)}`);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to the calendar' })).toBeVisible();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: 'Agenda' }).click();
    const agenda = page.getByRole('region', { name: 'Agenda' });
    const dates = agenda.getByRole('button', { name: new RegExp(`^${title}, `) });
    await expect(dates).toHaveCount(5);
    await expect(dates.first()).toHaveAccessibleName(new RegExp(`, 6:00pm-7:30pm$`));
    await expectNoAxeViolations(page);

    // The site lists the same dates, in order, the skipped one left out.
    const listed = await (await request.get(`${apiUrl()}/api/calendar/occurrences?audience=families&pageSize=50`)).json();
    const mine = listed.occurrences.filter((occurrence: { title: string }) => occurrence.title === title);
    expect(mine.map((occurrence: { date: string }) => occurrence.date)).toEqual([0, 1, 3, 4, 5].map((week) => isoDay(tuesday(week))));

    // One more date off, from the agenda: the rest of the series stays.
    await dates.nth(1).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Delete this date only' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(confirm).toContainText('Delete only this date? The other dates of the series stay on the calendar.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'That date is off the calendar' })).toBeVisible();
    await expect(dates).toHaveCount(4);
    await dates.first().click();
    await expect(page.getByRole('dialog', { name: title })).toContainText(
      `every Tuesday until ${summaryDay(tuesday(5), year)}, except ${summaryDay(tuesday(1), year)} and ${summaryDay(tuesday(2), year)}`,
    );
  });

  test('adds an event with a picture, which families then see on its page', async ({ consolePage: page, request }) => {
    const title = `Garden open morning ${Date.now()}`;
    await openCalendar(page);
    await page.getByRole('button', { name: 'Add event' }).click();
    const form = page.getByRole('dialog', { name: 'Add event' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Date', { exact: true }).fill(isoDay(new Date(Date.now() + 10 * DAY)));
    await form.getByLabel('Starts at', { exact: true }).fill('09:00');
    await form.getByLabel('Ends at', { exact: true }).fill('11:00');
    await form.getByLabel('Picture (optional)').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: TINY_PNG });
    await form.getByRole('button', { name: 'Add to calendar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to the calendar' })).toBeVisible();

    const { events } = await (await request.get(`${apiUrl()}/api/calendar/events`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } })).json();
    const added = events.find((event: { title: string }) => event.title === title);
    expect(added.imageUrl).toMatch(/^\/uploads\/calendar\/[\w-]+\.webp$/);
    const picture = await request.get(`${apiUrl()}${added.imageUrl}`);
    expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/webp']);
  });

  test('imports an .ics file of 30 events after its preview, and a second import changes nothing', async ({ consolePage: page }) => {
    await openCalendar(page);
    await page.getByRole('button', { name: 'Import .ics' }).click();
    const panel = page.getByRole('dialog', { name: 'Import a calendar file' });

    await panel.getByLabel('Calendar file (.ics)', { exact: true }).setInputFiles(DISTRICT_ICS);
    await panel.getByRole('button', { name: 'Preview the import' }).click();
    await expect(panel.getByRole('status').filter({ hasText: /^(This file|Done)/ })).toHaveText('This file has 30 events: 30 new, 0 changed, 0 unchanged. Nothing is saved until you import.');
    const rows = panel.getByRole('row');
    await expect(rows.filter({ hasText: 'Family reading night' })).toContainText('every Thursday until 27 May, except 25 March');
    await expect(rows.filter({ hasText: 'Spring break: no school' })).toContainText('All day, to Fri 26 Mar 2027');
    await expect(rows.filter({ hasText: 'Video call with our sister school in Leeds' })).toContainText('4:00pm-5:00pm (Europe/London)');
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Import 30 events' }).click();
    await expect(panel.getByRole('status').filter({ hasText: /^(This file|Done)/ })).toHaveText('Done: 30 new, 0 changed, 0 unchanged.');
    await panel.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Import .ics' }).click();
    await panel.getByLabel('Calendar file (.ics)', { exact: true }).setInputFiles(DISTRICT_ICS);
    await panel.getByRole('button', { name: 'Preview the import' }).click();
    await expect(panel.getByRole('status').filter({ hasText: /^(This file|Done)/ })).toHaveText('This file has 30 events: 0 new, 0 changed, 30 unchanged. Nothing is saved until you import.');
    await expect(panel.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
  });
});
