import { readFileSync } from 'node:fs';
import { ASK_THE_OFFICE } from '@trailside/domain/admissions/families.messages';
import { MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { type Page } from '@playwright/test';
import { type Account, logIn, newAccount, registerAccount, signUpOnPage } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { newestMailLink } from './support/outbox';
import { expect, test } from './support/test';
import { bearerOf, codeFor, secretOnScreen } from './support/two-step';

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User successfully logged out' })).toBeVisible();
}

/** The password step on the login page, answered by the code step. */
async function passwordStep(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const loggedIn = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Successfully logged in!!' })).toBeVisible();

test.describe('two-step sign-in', () => {
  test('is set up with the QR code, signs in with a code, refuses one used already, and takes each recovery code once', async ({ page }) => {
    const rosa = newAccount('Rosa', 'Vega');
    await registerAccount(page.request, rosa);
    await logIn(page, rosa);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const secret = await secretOnScreen(page);
    await expectNoAxeViolations(page);
    await page.getByLabel('Code from your app').fill(codeFor(secret));
    await page.getByLabel('Your password').fill(rosa.password);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const listed = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(listed).toHaveCount(10);
    const codes = await listed.allTextContents();
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();
    await logOut(page);

    // The code from the set-up's step was used; the next step's is accepted (one step either side).
    const next = codeFor(secret, 1);
    await passwordStep(page, rosa);
    await page.getByLabel('Code from your app').fill(next);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await loggedIn(page);
    await logOut(page);

    await passwordStep(page, rosa);
    await page.getByLabel('Code from your app').fill(next);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That code has already been used.' })).toBeVisible();

    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await loggedIn(page);
    await logOut(page);

    await passwordStep(page, rosa);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That recovery code did not work.' })).toBeVisible();
  });

  test('a mistyped code while setting it up is refused beside the field; the QR code stays and the family stays signed in', async ({ page }) => {
    const ines = newAccount('Ines', 'Moreau');
    await registerAccount(page.request, ines);
    await logIn(page, ines);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const secret = await secretOnScreen(page);
    const codeField = page.getByLabel('Code from your app');
    // A code from two and a half minutes on: what a phone whose clock is wrong would show.
    await codeField.fill(codeFor(secret, 5));
    await page.getByLabel('Your password').fill(ines.password);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAccessibleDescription(/^That code did not work\. Please type the six digits your authenticator app shows now\./);
    await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Still signed in: the next code from the same picture turns it on.
    await codeField.fill(codeFor(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';

test.describe('where you are signed in', () => {
  test.use({ userAgent: IPHONE });

  test('a sign-in ended from another one stops working on its next request', async ({ page, browser }) => {
    const omar = newAccount('Omar', 'Haddad');
    // Signed up on the phone: that is its one sign-in.
    await signUpOnPage(page, omar);

    const laptop = await browser.newContext({ userAgent: WINDOWS_FIREFOX });
    const other = await laptop.newPage();
    await logIn(other, omar);
    await other.goto('/account');
    const sessions = other.getByRole('region', { name: 'Where you are signed in' });
    await expect(sessions.getByText('Firefox on Windows (this browser)')).toBeVisible();
    await sessions.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await expect(other.getByRole('status').filter({ hasText: 'That sign-in has ended.' })).toBeVisible();
    await expect(sessions.getByText('Safari on iPhone')).toHaveCount(0);
    await laptop.close();

    // The first browser's next request is refused, and it is signed out.
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('my account', () => {
  test("a family's e-mail is on My account: not verified yet, a new link on request, and their mail switches", async ({ page, request }) => {
    const ada = newAccount('Ada', 'Quill');
    await registerAccount(request, ada);
    await logIn(page, ada);
    await page.goto('/account');

    const email = page.getByRole('region', { name: 'Your e-mail' });
    await expect(email).toContainText(ada.email);
    await expect(email).toContainText('Your address is not verified yet');
    await email.getByRole('button', { name: 'Send me the link again' }).click();
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.verificationSent })).toBeVisible();

    const choices = email.getByRole('form', { name: `E-mail for ${ada.email}` });
    await choices.getByRole('checkbox', { name: 'Replies to my comments' }).uncheck();
    await choices.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.saved })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your e-mail' }).getByRole('checkbox', { name: 'Replies to my comments' })).not.toBeChecked();
  });

  test('a family changes name and password, downloads their data (theirs only) and deletes the account', async ({ page, request }) => {
    const maya = newAccount('Maya', 'Okafor');
    const nell = newAccount('Nell', 'Brooks');
    await registerAccount(request, maya);
    await registerAccount(request, nell);
    await request.post('/api/testimonials', { headers: await bearerOf(request, maya), data: { text: 'Maya paints every evening now.' } });
    await request.post('/api/testimonials', { headers: await bearerOf(request, nell), data: { text: 'Nell built a bird box.' } });
    await logIn(page, maya);
    await page.goto('/account');
    // A page of its own: its title and description, and kept out of search engines.
    await expect(page).toHaveTitle('My Account | Trailside Montessori K-8');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);

    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('First Name').fill('Mae');
    await details.getByLabel('Phone').fill('(555) 014-2233');
    await details.getByLabel('Profile picture').setInputFiles({ name: 'mae.png', mimeType: 'image/png', buffer: TINY_PNG });
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
    await expect(page.getByText('Hello, Mae!')).toBeVisible();
    const saved = (await (await request.get('/api/auth/me', { headers: await bearerOf(request, maya) })).json()).user;
    expect(saved).toEqual(expect.objectContaining({ fname: 'Mae', phone: '(555) 014-2233', imageUrl: expect.stringMatching(/^\/uploads\//) }));
    expect((await request.get(saved.imageUrl)).status()).toBe(200);

    const password = page.getByRole('form', { name: 'Password' });
    await password.getByLabel('Current password').fill(maya.password);
    await password.getByLabel('New password').fill('sunflower-field-9');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();
    expect((await request.post('/api/auth/login', { data: { email: maya.email, password: maya.password } })).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { email: maya.email, password: 'sunflower-field-9' } })).status()).toBe(200);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe('my-trailside-data.json');
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.account).toEqual(expect.objectContaining({ email: maya.email, fname: 'Mae' }));
    expect(data.testimonials.map((each: { text: string }) => each.text)).toEqual(['Maya paints every evening now.']);
    const text = JSON.stringify(data);
    expect(text).not.toContain(nell.email);
    expect(text).not.toContain('Nell');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    // A wrong password is refused in the dialog itself, not behind it where the page is dimmed and inert.
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'That password is not right.' });
    await expect(refusal).toBeVisible();
    await refusal.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(refusal).toBeHidden();
    await dialog.getByLabel('Your password').fill('sunflower-field-9');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your account and everything in it have been deleted.' })).toBeVisible();
    await expect(page.getByText('Hello, Mae!')).toHaveCount(0);
    expect((await request.post('/api/auth/login', { data: { email: maya.email, password: 'sunflower-field-9' } })).status()).toBe(401);
    expect((await request.get(saved.imageUrl)).status()).toBe(404);
    const left = await (await request.get('/api/testimonials', { headers: await bearerOf(request, SEEDED_ADMIN) })).json();
    expect(left.testimonials.map((each: { text: string }) => each.text)).not.toContain('Maya paints every evening now.');
    expect(left.testimonials.map((each: { text: string }) => each.text)).toContain('Nell built a bird box.');
  });
});

test.describe('My family', () => {
  test("shows a verified guardian their own family, where each child stands in plain words, and takes their corrections, at 375 px and on a desktop", async ({ page }) => {
    const ngozi = newAccount('Ngozi', 'Okafor');
    await registerAccount(page.request, ngozi);
    const verification = new URL(await newestMailLink(ngozi.email, '/verify-email'));
    expect((await page.request.post('/api/auth/verify-email', { data: { token: verification.searchParams.get('token') } })).status()).toBe(200);
    // The office has the family on its board already (a phone call), under the address Ngozi has now proved.
    const office = await bearerOf(page.request, SEEDED_ADMIN);
    const added = await page.request.post('/api/families', { headers: office, data: { name: 'Ngozi Okafor', email: ngozi.email, phone: '555-0150' } });
    const familyId: string = (await added.json()).family.id;
    const student = { firstName: 'Ada', lastName: 'Okafor', level: 'primary', startTerm: '2027-09', dateOfBirth: '2019-04-23' };
    expect((await page.request.post(`/api/families/${familyId}/students`, { headers: office, data: student })).status()).toBe(201);

    await logIn(page, ngozi);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/account');
      const myFamily = page.getByRole('region', { name: 'My family' });
      await expect(myFamily).toContainText('This is what the school has on record for The Okafor family.');
      const ada = myFamily.getByRole('form', { name: "Ada Okafor's details" });
      await expect(ada).toContainText('Where things stand');
      await expect(ada).toContainText('You have been in touch with us');
      await expect(ada).toContainText('Primary K-2');
      await expect(ada).toContainText('September 2027');
      await expect(ada).toContainText(ASK_THE_OFFICE);
      await expect(ada.getByLabel('Date of birth')).toHaveValue('2019-04-23');
      await expectNoAxeViolations(page);
    }

    const ada = page.getByRole('form', { name: "Ada Okafor's details" });
    await ada.getByLabel('Date of birth').fill('2019-04-22');
    await ada.getByRole('button', { name: "Save Ada's details" }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, the details are saved' })).toBeVisible();
    const you = page.getByRole('form', { name: 'Your details as a guardian' });
    await you.getByLabel('Your phone').fill('555-0177');
    await you.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your details are saved' })).toBeVisible();

    // The office sees the corrections, and who made them, on the family's timeline.
    const { family } = await (await page.request.get(`/api/families/${familyId}`, { headers: office })).json();
    expect(family.students[0].dateOfBirth).toBe('2019-04-22');
    expect(family.guardians[0]).toMatchObject({ phone: '555-0177', hasAccount: true, verified: true });
    expect(family.timeline[0].text).toBe("Ngozi Okafor corrected Ada's date of birth on My family");
  });
});
