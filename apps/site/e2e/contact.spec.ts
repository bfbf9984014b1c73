import { type APIRequestContext, type Page } from '@playwright/test';
import { solveCaptcha } from '@trailside/testing/captcha';
import { logIn } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { expect, test, waitingForTheApp } from './support/test';

interface EnquiryRow {
  name: string;
  email: string;
  phone: string;
  message: string;
  source: string;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: SEEDED_ADMIN.email, password: SEEDED_ADMIN.password } });
  return ((await login.json()) as { token: string }).token;
}

/** The enquiries the API stored, read as staff would, through GET /api/enquiries. */
async function storedEnquiries(request: APIRequestContext): Promise<EnquiryRow[]> {
  const response = await request.get('/api/enquiries', { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { enquiries: EnquiryRow[] }).enquiries;
}

const uniqueName = (first: string) => `${first} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillEnquiry(page: Page, name: string, message: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('rosa.alvarez@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('(555) 014-1111');
  await page.getByLabel('Message', { exact: true }).fill(message);
}

test.describe('the contact page', () => {
  test("shows the school's details and stores an enquiry before saying it was sent", async ({ page, request }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Visit or call us' });
    await expect(details.getByRole('link', { name: '(555) 014-2780' })).toBeVisible();
    await expect(details.getByRole('link', { name: 'hello@trailside-montessori.example' })).toBeVisible();
    await expect(details.getByText('1200 Meadow Lane, Springfield')).toBeVisible();
    await expect(details.getByText('8:30am-3:30pm', { exact: true })).toBeVisible();

    const name = uniqueName('Rosa');
    await fillEnquiry(page, name, 'Could we visit the 7-9 class on a Tuesday morning?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Email Sent Successfully!' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    const stored = (await storedEnquiries(request)).find((enquiry) => enquiry.name === name);
    expect(stored).toMatchObject({ source: 'contact', phone: '(555) 014-1111', message: 'Could we visit the 7-9 class on a Tuesday morning?' });
  });

  test('can be filled in and sent from the keyboard alone', async ({ page, request }) => {
    await page.goto('/contact-us');
    const name = uniqueName('Keiko');
    await page.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('keiko@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('(555) 014-3333');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed without a mouse.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Email Sent Successfully!' })).toBeVisible();
    expect((await storedEnquiries(request)).find((enquiry) => enquiry.name === name)).toMatchObject({ message: 'Typed without a mouse.' });
  });

  test('names the first missing field and sends nothing', async ({ page, request }) => {
    await page.goto('/contact-us');
    const before = (await storedEnquiries(request)).length;
    await page.getByLabel('Name', { exact: true }).fill('Rosa');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    expect((await storedEnquiries(request)).length).toBe(before);
  });

  test("shows the server's message for 3 seconds when sending fails, and keeps what was typed", async ({ page }) => {
    await page.route('**/api/sendMessage', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, code: 'UNAVAILABLE', message: 'The school office is offline for a moment.' } }),
    );
    // The page's clock runs as usual, and is moved on by hand to the spec's 3 seconds (section 8).
    await page.clock.install();
    await page.goto('/contact-us');
    await fillEnquiry(page, 'Rosa Alvarez', 'Hello!');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'The school office is offline for a moment.' });
    await expect(banner).toBeVisible();
    await expect(page.getByText('Email Sent Successfully!')).toHaveCount(0);
    await page.clock.fastForward(2_500);
    await expect(banner).toBeVisible();
    await page.clock.fastForward(600);
    await expect(banner).toBeHidden();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello!');
  });
});

test.describe('the FAQ page', () => {
  test('has twelve questions that open and close with the keyboard', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    const questions = page.locator('summary');
    await expect(questions).toHaveCount(12);

    const tuition = page.getByText('How is tuition paid?');
    await tuition.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Monthly, from September to May/)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Monthly, from September to May/)).toBeHidden();
  });

  test('asks for the captcha, then sends the enquiry once it is solved', async ({ page, request }) => {
    await page.goto('/faq');
    const name = uniqueName('Marcus');
    await fillEnquiry(page, name, 'How many home days do most families choose?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please complete the Captcha.')).toBeVisible();
    await expect(page.getByRole('checkbox')).toBeFocused();

    await solveCaptcha(page);
    await expect(page.getByText('Please complete the Captcha.')).toBeHidden();
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Email Sent Successfully!' })).toBeVisible();
    const stored = (await storedEnquiries(request)).find((enquiry) => enquiry.name === name);
    expect(stored).toMatchObject({ source: 'faq', message: 'How many home days do most families choose?' });
  });

  test('refuses the form on the server without a solved captcha', async ({ request }) => {
    const response = await request.post('/api/contact', {
      data: { action: 'Contact', name: 'Bot', email: 'bot@example.com', phone: '1', message: 'Buy now' },
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Please complete the Captcha.');
  });
});

test.describe('the URL shortener on the admin page', () => {
  test('alerts on an empty address, makes a short link that redirects and counts its clicks', async ({ page, context }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'URL Shortener' })).toBeVisible();

    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Shorten' }).click();
    await expect.poll(() => alerts).toEqual(['please enter something']);

    const target = `${new URL(page.url()).origin}/faq?from=${Date.now()}`;
    await page.getByLabel('Web address to shorten').fill(target);
    await page.getByRole('button', { name: 'Shorten' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully retrieved short Url' })).toBeVisible();
    const shortLink = page.getByText(`Short link for ${target}:`).getByRole('link');
    const shortUrl = (await shortLink.textContent())!;
    expect(shortUrl).toMatch(/\/s\/[0-9A-Za-z]{7}$/);

    const visitor = waitingForTheApp(await context.newPage());
    await visitor.goto(shortUrl);
    await expect(visitor).toHaveURL(target);
    await expect(visitor.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await visitor.close();

    await page.getByRole('button', { name: 'Refresh list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully fetched Urls' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: target });
    await expect(row.getByRole('cell').last()).toHaveText('1');
  });

  test('refuses a javascript: address with a message', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/admin');
    await page.getByLabel('Web address to shorten').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Shorten' }).click();
    await expect(page.getByText('Please enter a web address starting with http:// or https://')).toBeVisible();
  });
});
