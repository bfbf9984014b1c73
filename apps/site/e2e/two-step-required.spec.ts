import { request as playwrightRequest } from '@playwright/test';
import { SITE_PORT } from './support/e2e-env';
import { type OwnApi, startOwnApi } from './support/own-api';
import { expect, test } from './support/test';
import { bearerOf, codeFor, secretOnScreen } from './support/two-step';

/**
 * Requiring two steps of every staff member is a school-wide setting, which would stop the other specs' staff
 * sign-ins: this spec has an API (and database) of its own on the port after the stored-XSS one.
 */
const PORT = Number(process.env.E2E_ACCOUNTS_PORT ?? SITE_PORT + 2);
const GOD = { email: 'office@trailside-accounts.example', password: 'meadow-lane-1200' };
const ADMIN = { email: 'ines@trailside-accounts.example', password: 'trail-mix-2024' };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}` });

let server: OwnApi | undefined;

test.beforeAll(async () => {
  server = await startOwnApi(PORT, GOD, 'accounts');
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const god = await bearerOf(api, GOD);
  const made = await api.post('/api/users', { headers: god, data: { ...ADMIN, fname: 'Ines', lname: 'Office', type: 'teacher', accessLevel: 2 } });
  expect(made.status(), await made.text()).toBe(201);
  // The GOD turns two-step sign-in on for themself first, then requires it of every staff member.
  const setup = await (await api.post('/api/account/two-step/setup', { headers: god })).json();
  expect((await api.post('/api/account/two-step/confirm', { headers: god, data: { code: codeFor(setup.secret), password: GOD.password } })).status()).toBe(200);
  expect((await api.put('/api/account-policy', { headers: god, data: { twoStepRequiredForStaff: true } })).status()).toBe(200);
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a staff member without two-step sign-in sets it up at sign-in before anything else', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The school asks staff to sign in in two steps.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0);

  const secret = await secretOnScreen(page);
  await page.getByLabel('Code from your app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin' })).toBeVisible();
});
