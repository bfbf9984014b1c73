import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { VISIT_ERRORS, VISIT_MAIL, VISIT_SUCCESS } from '@trailside/domain/admissions/visits.messages';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { solveCaptcha } from '@trailside/testing/captcha';
import { startSmtp, type TestSmtp } from '@trailside/testing/smtp';
import ICAL from 'ical.js';
import { newAccount } from './support/accounts';
import { SITE_PORT } from './support/e2e-env';
import { type OwnApi, startOwnApi } from './support/own-api';
import { WIDTHS } from './support/routes';
import { expect, test } from './support/test';
import { bearerOf } from './support/two-step';

/** Bookings change places and send mail to a real SMTP server: this spec has an API (and database) of its own. */
const PORT = Number(process.env.E2E_VISITS_PORT ?? SITE_PORT + 8);
const ADMIN = { email: 'office@trailside-visits.example', password: 'meadow-lane-1200' };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}` });

let server: OwnApi | undefined;
let smtp: TestSmtp | undefined;
let api: APIRequestContext;
let admin: Record<string, string>;

/** A day `days` from now, "2027-03-09", on the API's clock (the school's zone is the server's own here). */
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function publish(fields: Record<string, unknown>): Promise<{ id: string; start: string }[]> {
  const response = await api.post('/api/visits', { headers: admin, data: { minutes: 60, kind: 'tour', places: 4, ...fields } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).visits;
}

/** Takes a place of a time through the API, as another family would meanwhile (the office's own verified address: no captcha). */
async function bookMeanwhile(visitId: string) {
  const response = await api.post('/api/visits/bookings', { headers: admin, data: { visitId, name: 'The office', email: ADMIN.email, phone: '555 0100', child: 'Grade 1' } });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startOwnApi(PORT, ADMIN, 'visits', { env: { SMTP_URL: smtp.url } });
  api = await playwrightRequest.newContext({ baseURL: server.url });
  admin = await bearerOf(api, ADMIN);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await smtp?.close();
});

test('a visitor books a visit, gets the invitation by mail, moves it with the private link and cancels it', async ({ page }) => {
  const [first, second] = await publish({ date: dayIn(15), time: '09:30', weeks: 2, note: 'Meet us at the front desk.' });
  await publish({ date: dayIn(16), time: '13:00', kind: 'open-house', places: 1 }).then(([full]) => bookMeanwhile(full.id));
  const family = newAccount('Rosa');

  await page.goto('/visits');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Visit' })).toBeVisible();
  const times = page.getByRole('listitem').filter({ hasText: 'School tour' });
  await expect(times).toHaveCount(2);
  const full = page.getByRole('listitem').filter({ hasText: 'Open house' });
  await expect(full.getByText('Full', { exact: true })).toBeVisible();
  await expect(full.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // By keyboard: the button opens the form, and focus lands on it.
  await times.first().getByRole('button', { name: 'Book this time' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: /^Book: School tour/ });
  await expect(form.getByRole('heading')).toBeFocused();
  await form.getByLabel('Your name').fill(`${family.fname} ${family.lname}`);
  await form.getByLabel('Email', { exact: true }).fill(family.email);
  await form.getByLabel('Phone').fill('(555) 014-2211');
  await form.getByLabel("Your child's age or grade").fill('5 years, starting kindergarten');
  await expectNoAxeViolations(page);
  await solveCaptcha(page);
  await form.getByRole('button', { name: 'Book this visit' }).click();
  await expect(page.getByRole('status').filter({ hasText: VISIT_SUCCESS.booked })).toBeVisible();
  await expect(times.first().getByText('3 places left')).toBeVisible();

  const mail = await smtp!.nextMailTo(family.email);
  expect(mail.subject).toBe(VISIT_MAIL.confirmation.subject);
  // The invitation, as a calendar app's parser reads it.
  const calendar = new ICAL.Component(ICAL.parse(mail.calendar));
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  expect(event.summary).toBe('School tour at Trailside Montessori K-8');
  // On the school's clock, in its zone.
  expect(event.startDate.toString()).toBe(`${first.start}:00`);
  expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBeTruthy();
  const link = /https?:\/\/\S+\/visits\/manage\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Visit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^School tour, / })).toBeVisible();
  await expect(page.getByText(`You are booked, ${family.fname} ${family.lname}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Another time', { exact: true }).selectOption(second.id);
  await page.getByRole('button', { name: 'Move my visit' }).click();
  await expect(page.getByRole('status').filter({ hasText: VISIT_SUCCESS.moved })).toBeVisible();
  await expect(page.getByLabel('Another time', { exact: true }).locator(`option[value="${second.id}"]`)).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel my visit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel my visit' }).click();
  await expect(page.getByRole('status').filter({ hasText: VISIT_SUCCESS.bookingCancelled })).toBeVisible();
  await expect(page.getByText('This booking is cancelled.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a visit' }).first()).toBeVisible();

  // Both tour times have all their places again.
  await page.goto('/visits');
  await expect(times.getByText('4 places left')).toHaveCount(2);
});

test('a family is told clearly when the time filled up while they were filling the form', async ({ page }) => {
  const [visit] = await publish({ date: dayIn(20), time: '10:00', kind: 'observation', places: 1 });
  await page.goto('/visits');
  const time = page.getByRole('listitem').filter({ hasText: 'Classroom observation' });
  await time.getByRole('button', { name: 'Book this time' }).click();
  const form = page.getByRole('form', { name: /^Book: Classroom observation/ });
  await form.getByLabel('Your name').fill('Theo Banks');
  await form.getByLabel('Email', { exact: true }).fill(newAccount('Theo').email);
  await form.getByLabel('Phone').fill('555 0199');
  await form.getByLabel("Your child's age or grade").fill('Grade 4');
  await solveCaptcha(page);
  await bookMeanwhile(visit.id);
  await form.getByRole('button', { name: 'Book this visit' }).click();
  await expect(form.getByRole('alert')).toHaveText(VISIT_ERRORS.full);
  await expect(time.getByText('Full', { exact: true })).toBeVisible();
});

test('Book a visit is linked from the menu, the contact page, the classes page and the enrol banner', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Admissions' }).click();
  await menu.getByRole('link', { name: 'Book a visit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Visit' })).toBeVisible();
  for (const [path, within] of [
    ['/contact-us', 'main'],
    ['/classes', 'main'],
    ['/about', 'region'],
  ] as const) {
    await page.goto(path);
    const link = within === 'region' ? page.getByRole('region', { name: 'Now enrolling' }).getByRole('link', { name: 'Book a visit' }) : page.getByRole('main').getByRole('link', { name: /book a visit/i });
    await link.first().click();
    await expect(page).toHaveURL(/\/visits$/);
  }
});

for (const { name, viewport } of WIDTHS) {
  test(`the Book a visit page and its form read well and pass axe on ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/visits');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Visit' })).toBeVisible();
    await page.getByRole('button', { name: 'Book this time' }).first().click();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
