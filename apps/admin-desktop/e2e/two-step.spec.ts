import type { APIRequestContext, Page } from '@playwright/test';
import { codeFor, secretOnScreen } from '@trailside/testing/totp';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

const PASSWORD = 'orchard-path-2024';

async function bearer(request: APIRequestContext, email: string, password: string): Promise<Record<string, string>> {
  const response = await request.post(`${apiUrl()}/api/auth/login`, { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).token}` };
}

/** A new staff account made by the seeded GOD; `level` 1 for a GOD, 2 for an ADMIN. */
async function newStaff(request: APIRequestContext, fname: string, level = 2) {
  const account = { email: `${fname.toLowerCase()}.${Date.now()}@trailside-console-e2e.example`, password: PASSWORD };
  const response = await request.post(`${apiUrl()}/api/users`, {
    headers: await bearer(request, SEEDED_ADMIN.email, SEEDED_ADMIN.password),
    data: { ...account, fname, lname: 'Office', type: 'teacher', accessLevel: level },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User successfully logged out' })).toBeVisible();
}

async function codeStep(page: Page, email: string, code: { app: string } | { recovery: string }) {
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  if ('recovery' in code) {
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(code.recovery);
  } else {
    await page.getByLabel('Code from your app').fill(code.app);
  }
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('two-step sign-in in the staff console', () => {
  test('staff set it up from the standing prompt, then sign in with a code once, and with each recovery code once', async ({ consolePage: page, request }) => {
    const staff = await newStaff(request, 'Tomas');
    await signIn(page, staff.email, PASSWORD);
    const prompt = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(prompt).toContainText('Your account signs in with a password alone.');
    await prompt.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
    const secret = await secretOnScreen(page);
    await dialog.getByLabel('Code from your app').fill(codeFor(secret));
    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const listed = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(listed).toHaveCount(10);
    const codes = await listed.allTextContents();
    await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(prompt).toHaveCount(0);
    await signOut(page);

    const next = codeFor(secret, 1);
    await codeStep(page, staff.email, { app: next });
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await signOut(page);
    await codeStep(page, staff.email, { app: next });
    await expect(page.getByRole('alert').filter({ hasText: 'That code has already been used.' })).toBeVisible();

    await page.getByRole('button', { name: 'Back to log in' }).click();
    await codeStep(page, staff.email, { recovery: codes[3] });
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await signOut(page);
    await codeStep(page, staff.email, { recovery: codes[3] });
    await expect(page.getByRole('alert').filter({ hasText: 'That recovery code did not work.' })).toBeVisible();
  });

  test('a sign-in ended elsewhere stops working on its next request', async ({ consolePage: page, request }) => {
    const staff = await newStaff(request, 'Wren');
    await signIn(page, staff.email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    // From another computer: sign out everywhere else.
    const elsewhere = await bearer(request, staff.email, PASSWORD);
    expect((await (await request.post(`${apiUrl()}/api/account/sessions/end-others`, { headers: elsewhere })).json()).ended).toBe(1);
    // Her next request, unless the console's own sign-in check asked first and has already sent her to sign in: the
    // click is made inside the page, at once, so it never waits on a link that is gone.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="#/people"]')?.click());
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  });

  test('once a GOD requires it, staff without it set it up as they sign in; a GOD can reset it', async ({ consolePage: page, request }) => {
    const god = await newStaff(request, 'Gaia', 1);
    const staff = await newStaff(request, 'Idris');
    const godHeaders = await bearer(request, god.email, PASSWORD);
    const setup = await (await request.post(`${apiUrl()}/api/account/two-step/setup`, { headers: godHeaders })).json();
    const confirmed = await request.post(`${apiUrl()}/api/account/two-step/confirm`, { headers: godHeaders, data: { code: codeFor(setup.secret), password: PASSWORD } });
    expect(confirmed.status()).toBe(200);
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };

    try {
      // The GOD signs in with a code and turns the setting on in Site settings.
      await codeStep(page, god.email, { app: codeFor(setup.secret, 1) });
      await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Site settings' }).click();
      const accounts = page.getByRole('form', { name: 'Account settings' });
      await accounts.getByLabel('Staff sign in in two steps (a code from an app after the password)').check();
      await accounts.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Account settings saved.' })).toBeVisible();
      await signOut(page);

      await signIn(page, staff.email, PASSWORD);
      await expect(page.getByText('The school asks staff to sign in in two steps.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Console views' })).toHaveCount(0);
      const secret = await secretOnScreen(page);
      await page.getByLabel('Code from your app').fill(codeFor(secret));
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      // Signed in, back at the view that was open, with no prompt left.
      await expect(page.getByRole('navigation', { name: 'Console views' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toHaveCount(0);
      await signOut(page);

      // A lost phone: the GOD resets it from People, and it is in the Activity trail.
      // (A recovery code: the app's next code may still be the one used above.)
      await codeStep(page, god.email, { recovery: recoveryCodes[0] });
      await expect(page.getByRole('navigation', { name: 'Console views' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'People' }).click();
      await page.getByRole('searchbox', { name: "Search by name, email or child's name" }).fill('Idris');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('row', { name: /Idris Office/ })).toContainText('Two-step sign-in on');
      await page.getByRole('button', { name: 'Reset two-step sign-in of Idris Office' }).click();
      await page.getByRole('dialog', { name: 'Reset two-step sign-in' }).getByRole('button', { name: 'Reset' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Two-step sign-in was reset.' })).toBeVisible();
      await expect(page.getByRole('row', { name: /Idris Office/ })).not.toContainText('Two-step sign-in on');
    } finally {
      // The rest of the suite signs its staff in with a password alone.
      await request.put(`${apiUrl()}/api/account-policy`, { headers: godHeaders, data: { twoStepRequiredForStaff: false } });
    }
  });
});
