import { logIn, newAccount, registerAccount } from './support/accounts';
import { newestResetLink } from './support/outbox';
import { expect, test } from './support/test';

test.describe('resetting a forgotten password', () => {
  test('works from the login page through the emailed link, once', async ({ page, request }) => {
    const june = newAccount('June', 'Park');
    await registerAccount(request, june);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByLabel('Email', { exact: true }).fill(june.email);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Password reset instructions have been emailed to you.' }),
    ).toBeVisible();

    const link = await newestResetLink(june.email);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-trail');
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
    await logIn(page, { email: june.email, password: 'a-brand-new-trail' });
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-trail');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await expect(page.getByRole('button', { name: 'Email me a reset link' })).toBeVisible();
  });

  test('explains a link without its token', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert').filter({ hasText: 'This reset link is incomplete.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
  });
});
