import type { APIRequestContext } from '@playwright/test';
import { solveCaptcha } from '@trailside/testing/captcha';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, SEEDED_ADMIN } from './support/e2e-env';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** Chromium refuses port 9 outright, so nothing ever answers there. */
const NOWHERE = 'http://127.0.0.1:9';

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${apiUrl()}/api/auth/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test.describe('signing in to the staff console', () => {
  test('signs in the seeded admin, keeps the session in the main process, and signs out again', async ({ consolePage: page, consoleMain }) => {
    await expect(page.getByRole('heading', { name: 'Welcome to the staff console' })).toBeVisible();
    await expect(page.getByText(`Connected to ${apiUrl()} · version 0.1.0-e2e`)).toBeVisible();

    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);

    await expect(page.getByRole('banner')).toContainText(`Signed in as ${SEEDED_ADMIN.displayName}`);
    await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(consoleMain.token).toEqual(expect.any(String));
    expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);

    await page.reload();
    await expect(page.getByRole('banner')).toContainText(`Signed in as ${SEEDED_ADMIN.displayName}`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User successfully logged out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
    expect(consoleMain.session).toBeNull();
  });

  test('signs in to the server address typed there and remembers it for the next start', async ({ consolePage: page, consoleMain }) => {
    consoleMain.serverUrl = NOWHERE;
    await page.reload();
    const address = page.getByLabel('School server address');
    await expect(address).toHaveValue(NOWHERE);

    await address.fill('localhost:4620');
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page.getByText('The server address must start with http:// or https://')).toBeVisible();
    await expect(address).toBeFocused();
    expect(consoleMain.serverUrl).toBe(NOWHERE);

    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password, NOWHERE);
    await expect(page.getByText(`The school's server did not answer at ${NOWHERE}.`)).toBeVisible();
    await expect(address).toBeFocused();

    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password, `${apiUrl()}/login`);
    await expect(page.getByRole('banner')).toContainText(`Signed in as ${SEEDED_ADMIN.displayName}`);
    expect(consoleMain.serverUrl).toBe(apiUrl());

    await page.reload();
    await expect(page.getByText(`Connected to ${apiUrl()}`)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('School server address')).toHaveValue(apiUrl());
  });

  test('checks the server address, then the email, then the password, before asking the server', async ({ consolePage: page }) => {
    await page.getByLabel('School server address').fill('');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText("Please enter the school server's address, such as http://localhost:3000")).toBeVisible();

    await page.getByLabel('School server address').fill(apiUrl());
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText("Please enter the school server's address")).toHaveCount(0);

    await page.getByLabel('Email', { exact: true }).fill(SEEDED_ADMIN.email);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter your password')).toBeVisible();
  });

  test('lets a staff member whose account is under attack in with the captcha ticked', async ({ consolePage: page, request }) => {
    const staff = { email: `deputy-${Date.now()}@trailside-console-e2e.example`, password: 'morning-assembly-9' };
    const token = await apiToken(request, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const created = await request.post(`${apiUrl()}/api/users`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...staff, type: 'teacher', fname: 'Dee', lname: 'Puty', accessLevel: 2 },
    });
    expect(created.status()).toBe(201);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await request.post(`${apiUrl()}/api/auth/login`, { data: { email: staff.email, password: `guess-${attempt}` } })).status()).toBe(401);
    }

    await signIn(page, staff.email, staff.password);
    await expect(page.getByRole('alert').filter({ hasText: 'we need to check you are not a robot' })).toBeVisible();
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner')).toContainText('Signed in as Dee Puty');
  });

  test('shows the server’s message for a wrong password', async ({ consolePage: page }) => {
    await signIn(page, 'nobody@trailside-console-e2e.example', 'not-a-password');
    await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
  });

  test('politely turns away a family account and does not keep it signed in', async ({ consolePage: page, consoleMain, request }) => {
    const parent = { email: `parent-${Date.now()}@trailside-console-e2e.example`, password: 'garden-beds-2024' };
    const registered = await request.post(`${apiUrl()}/api/auth/register`, {
      multipart: { payload: JSON.stringify({ type: 'parent', fname: 'Omar', lname: 'Haddad', ...parent }) },
    });
    expect(registered.status()).toBe(201);

    await signIn(page, parent.email, parent.password);

    await expect(page.getByRole('alert').filter({ hasText: 'This console is for school staff' })).toContainText('Thank you, Omar.');
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    expect(consoleMain.session).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to the staff console' })).toBeVisible();
  });

  test('returns to sign-in, saying the session ended, when the saved token has expired', async ({ consolePage: page, consoleMain }) => {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();

    // The console starts again with a token the server no longer accepts (expired, or signed with another key).
    const saved = JSON.parse(consoleMain.session!) as { token: string };
    const [header, , signature] = saved.token.split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 'anyone', ver: 0, exp: 1 })).toString('base64url');
    consoleMain.session = JSON.stringify({ ...saved, token: `${header}.${claims}.${signature}` });
    await page.reload();

    await expect(page.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    expect(consoleMain.session).toBeNull();

    // Signing in again goes back to the view that was open.
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
  });

  test('returns to sign-in when the account is deleted while the console is open', async ({ consolePage: page, consoleMain, request }) => {
    const office = await apiToken(request, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const helper = { email: `helper-${Date.now()}@trailside-console-e2e.example`, password: 'library-cart-2024' };
    const created = await request.post(`${apiUrl()}/api/users`, {
      headers: { Authorization: `Bearer ${office}` },
      data: { type: 'teacher', fname: 'Ines', lname: 'Ortega', accessLevel: 2, ...helper },
    });
    expect(created.status()).toBe(201);
    const { user } = (await created.json()) as { user: { id: string } };

    await signIn(page, helper.email, helper.password);
    await expect(page.getByRole('banner')).toContainText('Signed in as Ines');

    const deleted = await request.delete(`${apiUrl()}/api/users`, { headers: { Authorization: `Bearer ${office}` }, data: { id: user.id } });
    expect(deleted.status()).toBe(200);
    await consoleMain.switchAwayAndBack();

    await expect(page.getByRole('alert').filter({ hasText: SESSION_ENDED })).toBeVisible();
    expect(consoleMain.session).toBeNull();
  });
});
