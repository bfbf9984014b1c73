import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { LEVEL_NAMES, startTermName, startTermsFrom } from '@trailside/domain/admissions/admissions.types';
import { APPLICATION_MAIL, APPLICATION_TEXTS } from '@trailside/domain/admissions/applications.messages';
import { CHILD_STAGE_WORDS } from '@trailside/domain/admissions/applications.rules';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { solveCaptcha } from '@trailside/testing/captcha';
import { pdfDocument } from '@trailside/testing/documents';
import { startSmtp, type TestSmtp } from '@trailside/testing/smtp';
import { newAccount, registerAccount } from './support/accounts';
import { SITE_PORT } from './support/e2e-env';
import { type OwnApi, startOwnApi } from './support/own-api';
import { WIDTHS } from './support/routes';
import { expect, test } from './support/test';

/**
 * Apply online (issue 41): a family applies with a document, the private link comes to a real SMTP server, and the
 * link confirms the address and shows where each child stands. An API of its own, which mails through SMTP.
 */
const PORT = Number(process.env.E2E_APPLICATIONS_PORT ?? SITE_PORT + 6);
const ADMIN = { email: 'office@trailside-applications.example', password: 'meadow-lane-1200' };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}` });

let smtp: TestSmtp | undefined;
let server: OwnApi | undefined;
let api: APIRequestContext;

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startOwnApi(PORT, ADMIN, 'applications', { env: { SMTP_URL: smtp.url } });
  api = await playwrightRequest.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await smtp?.close();
});

/** The start the test chooses: the second the form offers, whatever today is. */
const start = () => startTermsFrom(new Date().toISOString().slice(0, 10))[1];

async function fillChild(page: Page, number: number, child: { first: string; last: string; born: string; level: keyof typeof LEVEL_NAMES }) {
  const group = page.getByRole('group', { name: `Child ${number}` });
  await group.getByLabel('First name').fill(child.first);
  await group.getByLabel('Last name').fill(child.last);
  await group.getByLabel('Date of birth').fill(child.born);
  await group.getByLabel('Class').selectOption({ label: LEVEL_NAMES[child.level] });
  await group.getByLabel('Would start in').selectOption({ label: startTermName(start()) });
}

for (const { name, viewport } of WIDTHS) {
  test(`a family applies with a document on ${name}, the link comes by mail, and it shows where each child stands`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const family = newAccount('Grace', 'Okafor');
    // Reached from the home page, as a family would: the menu's Admissions.
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    if (viewport.width < 1201) {
      // As a person would, the test goes on once the menu shows open (it once folded again at once: see useOpenOnThisPage).
      await menu.getByRole('button', { name: 'Menu' }).click();
      await expect(menu.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    }
    await menu.getByRole('button', { name: 'Admissions' }).click();
    await menu.getByRole('link', { name: 'Apply online' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Apply Online' })).toBeVisible();

    const about = page.getByRole('group', { name: 'About you' });
    await about.getByLabel('Full name').fill('Grace Okafor');
    await about.getByLabel('Email').fill(family.email);
    await about.getByLabel('Phone').fill('(555) 014-0101');
    const year = new Date().getUTCFullYear();
    await fillChild(page, 1, { first: 'Ada', last: 'Okafor', born: `${year - 6}-04-23`, level: 'primary' });
    await page.getByRole('button', { name: 'Add another child' }).click();
    await fillChild(page, 2, { first: 'Kofi', last: 'Okafor', born: `${year - 9}-02-11`, level: 'secondary' });
    await page.getByLabel('A note for the office').fill('Ada loves the garden; Kofi builds robots.');
    await page.getByRole('button', { name: 'Add a second parent or carer' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Remove the second parent or carer' }).click();
    await page.getByLabel('Documents').setInputFiles({ name: 'report card.pdf', mimeType: 'application/pdf', buffer: pdfDocument() });

    // A visitor solves the captcha first.
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Please complete the Captcha.')).toBeVisible();
    await expectNoAxeViolations(page);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status').filter({ hasText: APPLICATION_TEXTS.received })).toBeVisible();

    const mail = await smtp!.nextMailTo(family.email);
    expect(mail.subject).toBe(APPLICATION_MAIL.subject);
    const link = /https?:\/\/[^\s"<>]+\/applications\/status\?token=[\w.-]+/.exec(mail.decoded)?.[0];
    expect(link, mail.decoded).toBeTruthy();
    const { pathname, search } = new URL(link!);
    await page.goto(`${pathname}${search}`);
    await expect(page.getByRole('status').filter({ hasText: APPLICATION_TEXTS.confirmed })).toBeVisible();
    for (const [name, level] of [
      ['Ada', 'primary'],
      ['Kofi', 'secondary'],
    ] as const) {
      const child = page.getByRole('region', { name });
      await expect(child.getByText(CHILD_STAGE_WORDS.applied)).toBeVisible();
      await expect(child.getByText(LEVEL_NAMES[level])).toBeVisible();
      await expect(child.getByText(startTermName(start()))).toBeVisible();
    }

    await expectNoAxeViolations(page);

    // The same link, later: where things stand, without confirming again.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: APPLICATION_TEXTS.status })).toBeVisible();

    // A link cut short or guessed opens nothing.
    await page.goto(`${pathname}?token=guessed-${Date.now()}`);
    await expect(page.getByRole('alert').filter({ hasText: APPLICATION_TEXTS.notFound })).toBeVisible();
  });
}

test('a signed-in guardian finds their details typed in, and applies without a captcha', async ({ page }) => {
  const guardian = newAccount('Lena', 'Park');
  await registerAccount(api, guardian);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(guardian.email);
  await page.getByLabel('Password', { exact: true }).fill(guardian.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();

  await page.goto('/apply');
  const about = page.getByRole('group', { name: 'About you' });
  await expect(about.getByLabel('Full name')).toHaveValue('Lena Park');
  await expect(about.getByLabel('Email')).toHaveValue(guardian.email);
  await expect(page.locator('altcha-widget')).toHaveCount(0);
  await about.getByLabel('Phone').fill('555-0199');
  await fillChild(page, 1, { first: 'Min', last: 'Park', born: `${new Date().getUTCFullYear() - 7}-09-01`, level: 'secondary' });
  await page.getByRole('button', { name: 'Send application' }).click();
  // Their address is not verified yet, so the link still has to be opened.
  await expect(page.getByRole('status').filter({ hasText: APPLICATION_TEXTS.received })).toBeVisible();
});
