import { expectNoAxeViolations } from '@trailside/testing/axe';
import { countMails, newestLink } from '@trailside/testing/outbox';
import type { APIRequestContext, Page } from '@playwright/test';
import { MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { expect, signIn, test } from './support/console-page';
import { apiDataDir, apiUrl, SEEDED_ADMIN } from './support/e2e-env';

let counter = 0;

/** A family whose address is verified and subscribed to This week, made through the API as the site would. */
async function subscribedFamily(request: APIRequestContext): Promise<string> {
  counter += 1;
  const email = `nora.${Date.now().toString(36)}${counter}@trailside-console-e2e.example`;
  const registered = await request.post(`${apiUrl()}/api/auth/register`, {
    multipart: { payload: JSON.stringify({ type: 'parent', email, password: 'orchard-path-2024', fname: 'Nora', lname: `Quill${counter}` }) },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const verify = new URL((await newestLink(email, '/verify-email', apiDataDir())).link).searchParams.get('token');
  expect((await request.post(`${apiUrl()}/api/auth/verify-email`, { data: { token: verify } })).status()).toBe(200);
  const subscribed = await request.post(`${apiUrl()}/api/subscriptions`, { headers: { Authorization: `Bearer ${token}` }, data: { email, topics: ['weekly'] } });
  expect(await subscribed.json()).toMatchObject({ subscribed: true });
  return email;
}

async function openSubscribers(page: Page) {
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Subscribers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
}

test.describe('the Subscribers view', () => {
  test('counts, finds and removes a subscriber, and People shows the address verified', async ({ consolePage: page, request }) => {
    const email = await subscribedFamily(request);
    await openSubscribers(page);
    await expect(page.getByRole('list', { name: 'Confirmed subscribers per topic' }).getByRole('listitem').filter({ hasText: 'This week' })).toHaveText(/^[1-9]\d* This week$/);
    await page.getByRole('searchbox', { name: 'Search by e-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `1 address matches “${email}”.` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('This week');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Remove ${email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.subscriberRemoved })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `0 addresses match “${email}”.` })).toBeVisible();

    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'People' }).click();
    await page.getByRole('searchbox', { name: "Search by name, email or child's name" }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('row', { name: /Nora Quill/ })).toContainText('Verified');
  });

  test('previews the next letter as families will see it and sends a test to the staff member, once verified', async ({ consolePage: page, request }) => {
    await openSubscribers(page);
    await page.getByRole('button', { name: 'Preview the next letter' }).click();
    const preview = page.getByRole('document', { name: /^Preview of “This week at Trailside: / });
    await expect(preview.getByText('The next two weeks', { exact: true })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Unsubscribe' })).toBeVisible();

    await page.getByRole('button', { name: 'Send me a test' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MAIL_TEXTS.notVerifiedYet })).toBeVisible();
    const verify = new URL((await newestLink(SEEDED_ADMIN.email, '/verify-email', apiDataDir())).link).searchParams.get('token');
    expect((await request.post(`${apiUrl()}/api/auth/verify-email`, { data: { token: verify } })).status()).toBe(200);
    const before = countMails(SEEDED_ADMIN.email, 'This week at Trailside', apiDataDir());
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.testLetterSent })).toBeVisible();
    await expect.poll(() => countMails(SEEDED_ADMIN.email, 'This week at Trailside', apiDataDir())).toBe(before + 1);
  });

  test('lets staff ask for the inbox mails, and follows the letter time set in Site settings', async ({ consolePage: page }) => {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Site settings' }).click();
    await page.getByLabel('Weekly letter day').selectOption('Wednesday');
    await page.getByLabel('Weekly letter time').fill('07:30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully updated Settings' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Subscribers' }).click();
    await expect(page.getByText(/^The next letter goes Wed \d+ \w+ \d{4}, 7:30am\.$/)).toBeVisible();
    const mine = page.getByRole('form', { name: `E-mail for ${SEEDED_ADMIN.email}` });
    await mine.getByRole('checkbox', { name: 'Each new enquiry from the contact and FAQ forms' }).check();
    await mine.getByRole('button', { name: 'Save my e-mail choices' }).click();
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.saved })).toBeVisible();
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Subscribers' }).click();
    await expect(page.getByRole('form', { name: `E-mail for ${SEEDED_ADMIN.email}` }).getByRole('checkbox', { name: 'Each new enquiry from the contact and FAQ forms' })).toBeChecked();
  });
});
