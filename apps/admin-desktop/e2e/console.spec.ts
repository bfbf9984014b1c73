import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API_URL, SEEDED_ADMIN } from './support/e2e-env';
import { expect, signIn, test } from './support/console-page';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))).toEqual([]);
}

test.describe('the staff console', () => {
  test('signs in the seeded admin, shows who they are and signs them out again', async ({ consolePage: page }) => {
    await expect(page.getByRole('heading', { name: 'Welcome to the staff console' })).toBeVisible();
    await expect(page.getByText(`Connected to ${API_URL}`)).toBeVisible();

    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);

    await expect(page.getByRole('heading', { name: `Signed in as ${SEEDED_ADMIN.displayName}` })).toBeVisible();
    await expect(page.getByText('GOD (1)')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: `Signed in as ${SEEDED_ADMIN.displayName}` })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User successfully logged out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('checks the email first, then the password, before asking the server', async ({ consolePage: page }) => {
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(SEEDED_ADMIN.email);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your password')).toBeVisible();
  });

  test('politely turns away a family account and does not keep it signed in', async ({ consolePage: page, request }) => {
    const parent = { email: `parent-${Date.now()}@trailside-console-e2e.example`, password: 'garden-beds-2024' };
    const registered = await request.post(`${API_URL}/api/auth/register`, {
      multipart: { payload: JSON.stringify({ type: 'parent', fname: 'Omar', lname: 'Haddad', ...parent }) },
    });
    expect(registered.status()).toBe(201);

    await signIn(page, parent.email, parent.password);

    await expect(page.getByRole('alert').filter({ hasText: 'This console is for school staff' })).toContainText('Thank you, Omar.');
    await expect(page.getByRole('heading', { name: /Signed in as/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to the staff console' })).toBeVisible();
  });

  test('shows the server’s message for a wrong password', async ({ consolePage: page }) => {
    await signIn(page, 'nobody@trailside-console-e2e.example', 'not-a-password');
    await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
  });

  test('has no accessibility violations, signed out or in', async ({ consolePage: page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page.getByRole('heading', { name: /Signed in as/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
