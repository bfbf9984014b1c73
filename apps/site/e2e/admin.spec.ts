import { createAccountAsAdmin, logIn, newAccount, registerAccount } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { expect, test } from './support/test';

const ADMIN = 2;

test.describe('the admin page', () => {
  test('sends visitors to log in first, then back to the admin page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, SEEDED_ADMIN);

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Create User' })).toBeVisible();
  });

  test('lets the seeded GOD admin create a user from Admin > Create User', async ({ page }) => {
    const newTeacher = newAccount('Maria', 'Montessori');
    await logIn(page, SEEDED_ADMIN);
    await expect(page.getByText(`Hello, ${SEEDED_ADMIN.firstName}!`)).toBeVisible();

    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('link', { name: 'Create User' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const accessLevel = page.getByLabel('Access level');
    await expect(accessLevel.getByRole('option', { name: /GOD/ })).toHaveCount(1);

    await page.getByLabel('User type').selectOption('Teacher');
    await page.getByLabel('Email', { exact: true }).fill(newTeacher.email);
    // Mailing an invitation is the default (the console's suite follows one); this colleague gets a password now.
    await page.getByRole('radio', { name: /^Type one for them now/ }).check();
    await page.getByLabel('Password', { exact: true }).fill(newTeacher.password);
    await page.getByLabel('First Name', { exact: true }).fill(newTeacher.fname);
    await page.getByLabel('Last Name', { exact: true }).fill(newTeacher.lname);
    await accessLevel.selectOption({ label: '2 – ADMIN (school staff: manages content and users)' });
    await page.getByRole('button', { name: 'Create User' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Successfully created User' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');

    // The new colleague can log in and has the Admin menu.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await logIn(page, newTeacher);
    await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible();
  });

  test('does not offer the GOD level to an ADMIN', async ({ page, request }) => {
    const colleague = newAccount('Ines');
    await createAccountAsAdmin(request, colleague, ADMIN);
    await logIn(page, colleague);

    await page.goto('/admin');
    const accessLevel = page.getByLabel('Access level');
    await expect(accessLevel.getByRole('option', { name: /ADMIN/ })).toHaveCount(1);
    await expect(accessLevel.getByRole('option', { name: /GENERAL/ })).toHaveCount(1);
    await expect(accessLevel.getByRole('option', { name: /GOD/ })).toHaveCount(0);
  });

  test('tells members who are not staff, politely, that it is for school staff', async ({ page, request }) => {
    const parent = newAccount('Omar');
    await registerAccount(request, parent);
    await logIn(page, parent);

    await page.goto('/admin');

    await expect(page.getByRole('heading', { name: 'This page is for school staff' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create User' })).toHaveCount(0);
  });
});
