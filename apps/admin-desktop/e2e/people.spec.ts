import { expectNoAxeViolations } from '@trailside/testing/axe';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { INVITATION_MAIL, INVITATION_SUCCESS } from '@trailside/domain/users/user.messages';
import { ownApi, type OwnApi } from '@trailside/testing/own-api';
import { startSmtp, type TestSmtp } from '@trailside/testing/smtp';
import { expect, signIn, test } from './support/console-page';
import { apiUrl, INVITE_API_PORT, RENDERER_URL, SEEDED_ADMIN } from './support/e2e-env';

const GOD_ONLY = 'Only a GOD administrator can create or promote another GOD.';
let counter = 0;

/** A surname no other test uses, so a search finds exactly what one test made. */
function uniqueSurname(stem: string) {
  counter += 1;
  return `${stem}${Date.now().toString(36)}${counter}`;
}

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${apiUrl()}/api/auth/login`, { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

interface NewUser {
  fname: string;
  lname: string;
  accessLevel?: number;
  type?: string;
}

/** Creates an account through the API as the seeded GOD; returns its e-mail and password. */
async function createUser(request: APIRequestContext, { fname, lname, accessLevel = 3, type = 'parent' }: NewUser) {
  const token = await apiToken(request, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  const account = { email: `${fname}.${lname}@trailside-console-e2e.example`.toLowerCase(), password: 'orchard-path-2024' };
  const response = await request.post(`${apiUrl()}/api/users`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { type, fname, lname, accessLevel, ...account },
  });
  expect(response.status()).toBe(201);
  return account;
}

async function openPeople(page: Page, email = SEEDED_ADMIN.email, password = SEEDED_ADMIN.password) {
  await signIn(page, email, password);
  await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(accountRows(page).first()).toBeVisible();
}

function accountRows(page: Page): Locator {
  return page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader') });
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: "Search by name, email or child's name" }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`match(es)? “${text}”`) })).toBeVisible();
}

function createForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Create User' });
}

async function fillCreateForm(form: Locator, { fname, lname, type }: { fname: string; lname: string; type: string }) {
  await form.getByLabel('User type').selectOption({ label: type });
  await form.getByLabel('Email', { exact: true }).fill(`${fname}.${lname}@trailside-console-e2e.example`);
  await form.getByRole('radio', { name: /^Type one for them now/ }).check();
  await form.getByLabel('Password', { exact: true }).fill('walnut-grove-2024');
  await form.getByLabel('First Name', { exact: true }).fill(fname);
  await form.getByLabel('Last Name', { exact: true }).fill(lname);
}

function banner(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}


test.describe('the People view', () => {
  test('lets a GOD create a user at each level, with the level read as a number', async ({ consolePage: page }) => {
    await openPeople(page);
    const surname = uniqueSurname('Levels');
    const form = createForm(page);
    const levels = form.getByLabel('Access level');
    await expect(levels.getByRole('option')).toHaveText([/^1 – GOD/, /^2 – ADMIN/, /^3 – GENERAL/]);
    await expect(levels).toHaveValue('3');

    for (const [fname, type, level] of [
      ['Gloria', 'Teacher', '1'],
      ['Adam', 'Teacher', '2'],
      ['Gina', 'Parent', '3'],
    ] as const) {
      await fillCreateForm(form, { fname, lname: surname, type });
      if (type === 'Parent') await form.getByLabel("Child's First Name").fill('Pia');
      await levels.selectOption(level);
      await form.getByRole('button', { name: 'Create User' }).click();
      await expect(banner(page, 'Successfully created User')).toBeVisible();
      // The form empties for the next person.
      await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('');
      await expect(banner(page, 'Successfully created User')).toBeHidden();
    }

    await search(page, surname);
    await expect(accountRows(page)).toHaveCount(3);
    await expect(accountRows(page).filter({ hasText: 'Adam' })).toContainText('2 – ADMIN');
    await expect(accountRows(page).filter({ hasText: 'Gina' })).toContainText('3 – GENERAL');
    await expect(accountRows(page).filter({ hasText: 'Gina' })).toContainText('Child: Pia');
    await expect(accountRows(page).filter({ hasText: 'Gloria' })).toContainText('1 – GOD');
  });

  test('checks the form in the spec’s order before sending it', async ({ consolePage: page }) => {
    await openPeople(page);
    const form = createForm(page);
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect(form.getByText('Please choose a user type')).toBeVisible();
    await expect(form.getByLabel('User type')).toBeFocused();
  });

  test('does not offer GOD to an ADMIN, and the server refuses it when forced', async ({ consolePage: page, request }) => {
    const admin = await createUser(request, { fname: 'Ada', lname: uniqueSurname('Office'), accessLevel: 2, type: 'teacher' });
    await openPeople(page, admin.email, admin.password);
    const form = createForm(page);
    const levels = form.getByLabel('Access level');
    await expect(levels.getByRole('option')).toHaveText([/^2 – ADMIN/, /^3 – GENERAL/]);

    // An ADMIN who edits the page's select to ask for GOD anyway.
    const surname = uniqueSurname('Forced');
    await fillCreateForm(form, { fname: 'Felix', lname: surname, type: 'Teacher' });
    await levels.evaluate((select: HTMLSelectElement) => {
      select.add(new Option('1 – GOD', '1'));
      select.value = '1';
    });
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect(banner(page, GOD_ONLY)).toBeVisible();

    await search(page, surname);
    await expect(page.getByRole('status').filter({ hasText: `0 accounts match “${surname}”.` })).toBeVisible();
    await expect(accountRows(page)).toHaveCount(0);

    // The GOD's own row offers an ADMIN nothing to press.
    await search(page, SEEDED_ADMIN.email);
    await expect(accountRows(page)).toHaveCount(1);
    await expect(accountRows(page).first()).toContainText('Only a GOD can change this account');
    await expect(accountRows(page).first().getByRole('button')).toHaveCount(0);
  });

  test('changes a user’s level and type', async ({ consolePage: page, request }) => {
    const surname = uniqueSurname('Change');
    await createUser(request, { fname: 'Carmen', lname: surname });
    await openPeople(page);
    await search(page, surname);
    await page.getByRole('button', { name: `Change Carmen ${surname}` }).click();

    const dialog = page.getByRole('dialog', { name: `Change Carmen ${surname}` });
    await expect(dialog.getByLabel('Access level')).toHaveValue('3');
    await dialog.getByLabel('Access level').selectOption('2');
    await dialog.getByLabel('User type').selectOption({ label: 'Teacher' });
    await dialog.getByRole('button', { name: 'Save' }).click();

    // The dialog closes on success; while it closes, its own copy of the message may still show beside the page's.
    await expect(dialog).toBeHidden();
    await expect(banner(page, 'Successfully updated User')).toBeVisible();
    const row = accountRows(page).filter({ hasText: 'Carmen' });
    await expect(row).toContainText('2 – ADMIN');
    await expect(row).toContainText('Teacher');
  });

  test('deletes a user only after the confirmation', async ({ consolePage: page, request }) => {
    const surname = uniqueSurname('Leaving');
    await createUser(request, { fname: 'Dora', lname: surname });
    await openPeople(page);
    await search(page, surname);

    await page.getByRole('button', { name: `Delete Dora ${surname}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(dialog).toContainText(`Are you sure that you want to delete this user? Dora ${surname} will no longer be able to log in.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(accountRows(page)).toHaveCount(1);

    await page.getByRole('button', { name: `Delete Dora ${surname}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(banner(page, 'Successfully deleted User')).toBeVisible();
    await expect(accountRows(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `0 accounts match “${surname}”.` })).toBeVisible();
  });

  test('searches and pages through the accounts, ten at a time', async ({ consolePage: page, request }) => {
    const surname = uniqueSurname('Paging');
    const firstNames = ['Abel', 'Bria', 'Cato', 'Dina', 'Emil', 'Faye', 'Gus', 'Hana', 'Ivo', 'Jade', 'Kai', 'Lola'];
    for (const fname of firstNames) await createUser(request, { fname, lname: surname });
    await openPeople(page);

    await search(page, surname.toLowerCase());
    await expect(page.getByRole('status').filter({ hasText: `12 accounts match` })).toBeVisible();
    await expect(accountRows(page).getByRole('rowheader')).toHaveText(firstNames.slice(0, 10).map((fname) => `${fname} ${surname}`));

    const pages = page.getByRole('navigation', { name: 'Pages of accounts' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(accountRows(page).getByRole('rowheader')).toHaveText([`Kai ${surname}`, `Lola ${surname}`]);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await pages.getByRole('button', { name: 'Page 1' }).click();
    await expect(accountRows(page)).toHaveCount(10);

    // A new search starts again at page 1.
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await search(page, surname);
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('has no accessibility violations, with the list, the form and a dialog', async ({ consolePage: page }) => {
    await openPeople(page);
    await expectNoAxeViolations(page);

    await createForm(page).getByRole('button', { name: 'Create User' }).click();
    await expect(createForm(page).getByText('Please choose a user type')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Change / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a new school’s own server, mailing through a real SMTP server', () => {
  let api: OwnApi | undefined;
  let smtp: TestSmtp | undefined;

  // An API of its own that mails through a real SMTP server (the shared ones write their mail to a folder), started
  // once for these tests: a new install seeds its sample content first, which takes a busy machine a while.
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startSmtp();
    api = await ownApi({ port: INVITE_API_PORT, admin: SEEDED_ADMIN, name: 'console-invite', env: { CORS_ORIGINS: RENDERER_URL, SMTP_URL: smtp.url } });
  });

  test.afterAll(async () => {
    await api?.remove();
    await smtp?.close();
  });

  test.beforeEach(async ({ consolePage: page, consoleMain }) => {
    consoleMain.serverUrl = api!.url;
    await page.reload();
  });

  test('the Activity says nothing has been recorded yet, not that nothing matches, before staff change anything', async ({ consolePage: page }) => {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByText('Nothing has been recorded yet: what staff change on the website will be listed here.', { exact: true })).toBeVisible();
    await expect(page.getByText('Nothing recorded matches these choices.')).toHaveCount(0);
  });

  test('makes an account with no password typed; the person chooses one from the mailed link, once, and signs in', async ({ consolePage: page, context }) => {
    await openPeople(page);
    const form = createForm(page);
    const email = `ines.moreau.${Date.now()}@trailside-console-e2e.example`;
    await form.getByLabel('User type').selectOption({ label: 'Parent' });
    await form.getByLabel('Email', { exact: true }).fill(email);
    // The invitation is the default: there is no password to type.
    await expect(form.getByRole('radio', { name: /^Mail them an invitation/ })).toBeChecked();
    await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
    await form.getByLabel('First Name', { exact: true }).fill('Inès');
    await form.getByLabel('Last Name', { exact: true }).fill('Moreau');
    await form.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText(INVITATION_SUCCESS.mailed(email), { exact: true })).toBeVisible();

    const mail = await smtp!.nextMailTo(email);
    expect(mail.subject).toBe(INVITATION_MAIL.subject);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.decoded)?.[0] ?? '';
    expect(new URL(link).origin).toBe(api!.url);

    // The person, on the school's website.
    const site = await context.newPage();
    await site.goto(link);
    await site.getByLabel('New password', { exact: true }).fill('lavender-field-42');
    await site.getByRole('button', { name: 'Save new password' }).click();
    await expect(site).toHaveURL(/\/login$/);
    await site.getByLabel('Email', { exact: true }).fill(email);
    await site.getByLabel('Password', { exact: true }).fill('lavender-field-42');
    await site.getByRole('button', { name: 'Log in' }).click();
    await expect(site.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();

    // The link works once.
    await site.goto(link);
    await site.getByLabel('New password', { exact: true }).fill('someone-elses-idea');
    await site.getByRole('button', { name: 'Save new password' }).click();
    await expect(site.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
    await site.close();
  });
});
