import { expectNoAxeViolations } from '@trailside/testing/axe';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

test.describe('the Activity view', () => {
  test('lists what staff did, newest first, narrowed by action, kind and date', async ({ consolePage: page, request }) => {
    // A staff action through the API, as another office computer would make it.
    const login = await request.post(`${apiUrl()}/api/auth/login`, { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
    const headers = { Authorization: `Bearer ${(await login.json()).token}` };
    const hours = `Mon–Fri 8:00–15:30 (${Date.now()})`;
    expect((await request.put(`${apiUrl()}/api/settings`, { headers, data: { hours } })).ok()).toBe(true);

    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

    const table = page.getByRole('table', { name: 'What staff did on the website' });
    const row = table.getByRole('row').filter({ hasText: hours });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(SEEDED_ADMIN.displayName);
    await expect(row).toContainText('Changed · Site settings');
    // Newest first: the change just made is the first row under the headings.
    await expect(table.getByRole('row').nth(1)).toContainText(hours);
    await expectNoAxeViolations(page);

    await page.getByLabel('To what').selectOption({ label: 'Site settings' });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasNotText: 'Site settings' })).toHaveCount(1); // the headings only

    await page.getByLabel('What was done').selectOption({ label: 'Deleted' });
    await expect(page.getByText('Nothing recorded matches these choices.')).toBeVisible();

    await page.getByLabel('What was done').selectOption({ label: 'Everything' });
    await page.getByLabel('On or after').fill('2001-01-01');
    await page.getByLabel('On or before').fill('2001-12-31');
    await expect(page.getByText('Nothing recorded matches these choices.')).toBeVisible();
    await page.getByLabel('On or before').fill('');
    await page.getByLabel('On or after').fill('');
    await expect(row).toHaveCount(1);
  });

  test('says what happened to an enquiry: opening it is "marked read", marking it handled is "marked handled"', async ({ consolePage: page }) => {
    const name = `Tomas Lindgren ${Date.now()}`;
    const sent = await page.request.post(`${apiUrl()}/api/sendMessage`, { data: { name, email: 'tomas@example.com', phone: '(555) 014-6666', message: 'Is there a bus?' } });
    expect([201, 202]).toContain(sent.status());
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const views = page.getByRole('navigation', { name: 'Console views' });
    await views.getByRole('link', { name: 'Enquiries' }).click();
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await expect(page.getByRole('button', { name: new RegExp(name) })).not.toContainText('Unread');
    await page.getByRole('region', { name: `Enquiry from ${name}` }).getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('button', { name: new RegExp(name) })).toContainText('Handled');

    await views.getByRole('link', { name: 'Activity' }).click();
    const table = page.getByRole('table', { name: 'What staff did on the website' });
    const rows = table.getByRole('row').filter({ hasText: name });
    // Newest first: handled, then read; nothing called "not handled".
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Marked handled · Enquiry');
    await expect(rows.nth(0)).toContainText(`marked the enquiry from ${name} handled`);
    await expect(rows.nth(1)).toContainText('Marked read · Enquiry');
    await expect(rows.nth(1)).toContainText(`marked the enquiry from ${name} read`);
    await expect(table).not.toContainText('not handled');
  });
});
