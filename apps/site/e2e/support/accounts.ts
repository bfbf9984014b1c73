import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solveCaptcha } from '@trailside/testing/captcha';
import { SEEDED_ADMIN } from './e2e-env';

export interface Account {
  email: string;
  password: string;
  fname: string;
  lname: string;
}

let counter = 0;

/** A person nobody has used yet in this run's database. */
export function newAccount(fname: string, lname = 'Rivers'): Account {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${fname.toLowerCase()}-${tag}@trailside-e2e.example`, password: 'trail-mix-2024', fname, lname };
}

/** Signs a person up through the API, as the sign-up page would, for tests about something else. */
export async function registerAccount(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/register', {
    multipart: { payload: JSON.stringify({ type: 'parent', ...account }) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Creates an account with the given access level, as the seeded GOD admin. */
export async function createAccountAsAdmin(request: APIRequestContext, account: Account, accessLevel: number): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { payload: JSON.stringify({ type: 'teacher', accessLevel, ...account }) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs in through the login page and waits for the welcome. */
export async function logIn(page: Page, { email, password }: Pick<Account, 'email' | 'password'>): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();
}

/**
 * Signs up through the sign-up page as a person would (the one open, if it is), and waits for the greeting. A child
 * names a parent and solves the captcha.
 */
export async function signUpOnPage(page: Page, account: Account, type: 'Parent' | 'Teacher' | 'Child' = 'Parent', parentEmail?: string): Promise<void> {
  if (!page.url().endsWith('/sign-up')) await page.goto('/sign-up');
  await page.getByLabel('User type').selectOption(type);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('First Name', { exact: true }).fill(account.fname);
  await page.getByLabel('Last Name', { exact: true }).fill(account.lname);
  if (parentEmail !== undefined) await page.getByLabel("A parent's email").fill(parentEmail);
  if (type === 'Child') await solveCaptcha(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`Hello, ${account.fname}!`)).toBeVisible();
}
