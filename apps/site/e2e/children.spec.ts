import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { newAccount, registerAccount, signUpOnPage } from './support/accounts';
import { SITE_PORT } from './support/e2e-env';
import { newestMailLink } from './support/outbox';
import { type OwnApi, startOwnApi } from './support/own-api';
import { expect, test } from './support/test';
import { bearerOf } from './support/two-step';

/**
 * Children write on posts of their own here, so the shared site's posts and threads stay as the other specs count
 * them: this spec has an API (and database) of its own.
 */
const PORT = Number(process.env.E2E_CHILDREN_PORT ?? SITE_PORT + 3);
const ADMIN = { email: 'office@trailside-children.example', password: 'meadow-lane-1200' };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${PORT}` });

let server: OwnApi | undefined;
let api: APIRequestContext;
let admin: Record<string, string>;

test.beforeAll(async () => {
  server = await startOwnApi(PORT, ADMIN, 'children');
  api = await playwrightRequest.newContext({ baseURL: server.url });
  admin = await bearerOf(api, ADMIN);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User successfully logged out' })).toBeVisible();
}

async function newPost(title: string): Promise<string> {
  const response = await api.post('/api/blogs', { headers: admin, multipart: { payload: JSON.stringify({ title, text: `${title}: news from the classrooms.` }) } });
  expect(response.status()).toBe(201);
  return (await response.json()).blog.id;
}

test("a child's account made on the parent's page shows only its first name on the blog", async ({ page }) => {
  const priya = newAccount('Priya', 'Lindqvist');
  await registerAccount(api, priya);
  const blogId = await newPost('Pond study');
  await logIn(page, priya);
  await page.goto('/account');
  await page.getByRole('button', { name: "Add a child's account" }).click();
  const ivy = newAccount('Ivy', 'Lindqvist');
  const form = page.getByRole('form', { name: "Add a child's account" });
  await form.getByLabel("Child's email").fill(ivy.email);
  await form.getByLabel("Child's password").fill(ivy.password);
  await form.getByLabel("Child's First Name").fill('Ivy');
  await form.getByLabel("Child's Last Name").fill('Lindqvist');
  await form.getByRole('button', { name: 'Add the account' }).click();
  await expect(page.getByText(`Signs in as ${ivy.email}. Others see only “Ivy”.`)).toBeVisible();
  await expectNoAxeViolations(page);

  const child = await bearerOf(api, ivy);
  const written = await (await api.post('/api/comments', { headers: child, data: { comment: 'I counted eleven tadpoles!', parentDocPath: `blogs/${blogId}` } })).json();
  await api.put('/api/comments', { headers: admin, data: { id: written.comment.id, approved: true } });
  await logOut(page);
  await page.goto(`/blog-details?id=${blogId}`);
  const comment = page.getByRole('article').filter({ hasText: 'I counted eleven tadpoles!' });
  await expect(comment).toHaveAccessibleName('Comment by Ivy');
  await expect(comment).not.toContainText('Lindqvist');
});

test("a child signing up reaches the moderation queue only after the parent agrees from the mail's link", async ({ page }) => {
  const theo = newAccount('Theo', 'Marsh');
  const parent = newAccount('Hana', 'Marsh');
  await page.goto('/sign-up');
  await page.getByLabel('User type').selectOption('Child');
  await page.getByLabel('Email', { exact: true }).fill(theo.email);
  await page.getByLabel('Password', { exact: true }).fill(theo.password);
  await page.getByLabel('First Name', { exact: true }).fill(theo.fname);
  await page.getByLabel('Last Name', { exact: true }).fill(theo.lname);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText("Please enter a parent's email")).toBeVisible();
  // We mail the address a child types, so a child's sign-up costs the captcha first.
  await page.getByLabel("A parent's email").fill(parent.email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please complete the Captcha.')).toBeVisible();
  await expect(page.locator('altcha-widget').getByRole('checkbox')).toBeFocused();
  await signUpOnPage(page, theo, 'Child', parent.email);

  // What the child writes waits, whatever the request claims.
  const child = await bearerOf(api, theo);
  const blogId = await newPost('Creek walk');
  const crafted = await api.post('/api/comments', { headers: child, data: { comment: 'A heron!', parentDocPath: `blogs/${blogId}`, approved: true, heldForConsent: false, parentConsent: 'given' } });
  expect(crafted.status()).toBe(201);
  const me = (await (await api.get('/api/auth/me', { headers: child })).json()).user;
  expect((await api.put('/api/users', { headers: child, data: { id: me.id, type: 'parent', parentConsent: 'given' } })).status()).toBe(403);
  const queue = async () => (await (await api.get('/api/moderation', { headers: admin })).json()).items as { author: string; byChild: boolean; text: string }[];
  expect(await queue()).toEqual([]);
  await logOut(page);

  // The parent opens the mail's link, signs up with that address there, and agrees.
  const link = new URL(await newestMailLink(parent.email, '/parent-consent', server!.dataDir));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Theo has made an account on our website')).toBeVisible();
  await expect(page).toHaveTitle("Your Child's Account | Trailside Montessori K-8");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'sign up' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await signUpOnPage(page, parent);
  await page.getByRole('button', { name: "I agree to Theo's account" }).click();
  await expect(page.getByText("Theo's account is linked to yours")).toBeVisible();
  expect(await queue()).toEqual([expect.objectContaining({ author: 'Theo', byChild: true, text: 'A heron!' })]);

  await page.goto('/account');
  await expect(page.getByText(`Signs in as ${theo.email}. Others see only “Theo”.`)).toBeVisible();
});

test('a parent agrees from My account to a child no mail reached, and says another is not theirs', async ({ page }) => {
  // The parent's address is verified (its link is the first of the three unasked mails a day it may get).
  const hana = newAccount('Hana', 'Okafor');
  await registerAccount(api, hana);
  const verifyLink = new URL(await newestMailLink(hana.email, '/verify-email', server!.dataDir));
  expect((await api.post('/api/auth/verify-email', { data: { token: verifyLink.searchParams.get('token') } })).status()).toBe(200);

  // Two children's requests use up the day's mail to that address; the third is stored without one.
  const [ada, ben, cas] = [newAccount('Ada', 'Okafor'), newAccount('Ben', 'Quill'), newAccount('Cas', 'Okafor')];
  for (const child of [ada, ben]) {
    await signUpOnPage(page, child, 'Child', hana.email);
    await logOut(page);
  }
  await signUpOnPage(page, cas, 'Child', hana.email);
  const askYourParent = `We could not email your parent just now. Please ask them to sign in to the school website with ${hana.email}`;
  await expect(page.getByText(askYourParent)).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('status').filter({ hasText: askYourParent })).toBeVisible();
  await logOut(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, hana);
  await page.goto('/account');
  const waiting = page.getByRole('region', { name: 'Children waiting for your agreement' });
  await expect(waiting.getByRole('listitem')).toHaveText([/^Ada, asked on /, /^Ben, asked on /, /^Cas, asked on /]);
  // First names only: nothing of a child's last name or address reaches an address that typed none of it.
  await expect(waiting).not.toContainText('Quill');
  await expect(waiting).not.toContainText(cas.email);
  await expectNoAxeViolations(page);

  await waiting.getByRole('button', { name: "Agree to Cas's account" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your child can now take part' })).toBeVisible();
  await expect(page.getByText(`Signs in as ${cas.email}. Others see only “Cas”.`)).toBeVisible();
  await waiting.getByRole('button', { name: 'Ben is not my child' }).click();
  await expect(waiting.getByRole('listitem')).toHaveText([/^Ada, asked on /]);
  // The phone's menu folds the Account button away.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logOut(page);

  // Ben reads that the parent he named said no, and names another.
  await logIn(page, ben);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account');
  await expect(page.getByRole('status').filter({ hasText: `The parent at ${hana.email} told us you are not their child` })).toBeVisible();
  await expectNoAxeViolations(page);
  const another = newAccount('Rosa', 'Quill');
  const form = page.getByRole('form', { name: 'Name another parent' });
  await form.getByLabel("A parent's email").fill(another.email);
  await form.getByRole('button', { name: 'Ask this parent' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We have emailed your parent at ${another.email}` })).toBeVisible();
});
