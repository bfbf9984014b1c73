import { MAIL_COPY, MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { logIn, newAccount, registerAccount } from './support/accounts';
import { newestLink } from '@trailside/testing/outbox';
import { expect, test } from './support/test';

test.describe('e-mail from the school', () => {
  test('a visitor subscribes, confirms from the mail, and changes what they get from its link', async ({ page }) => {
    const email = newAccount('Lena').email;
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('checkbox', { name: 'News' }).check();
    await expect(page.getByRole('checkbox', { name: 'This week' })).toBeChecked();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please complete the Captcha.')).toBeVisible();
    // The widget draws over its checkbox, so the click is forced (STACK.md).
    const robot = page.locator('altcha-widget').getByRole('checkbox');
    await robot.click({ force: true });
    await expect(robot).toBeChecked({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: MAIL_TEXTS.checkInbox })).toBeVisible();

    const confirmation = await newestLink(email, '/subscribe/confirm');
    expect(confirmation.mail.subject).toBe(MAIL_COPY.confirmSubscription.subject);
    await page.goto(confirmation.link);
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.confirmed(['news', 'weekly']) })).toBeVisible();

    await page.getByRole('link', { name: 'Change what you get' }).click();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'News' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Notices' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'News' }).uncheck();
    await page.getByRole('checkbox', { name: 'Notices' }).check();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.saved })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'News' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'This week' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Notices' })).toBeChecked();

    // The confirmation's own unsubscribe link, opened in a browser, asks before it stops anything.
    const unsubscribe = await newestLink(email, '/unsubscribe');
    await page.goto(unsubscribe.link);
    await expect(page.getByText('Stop everything this address asked for to this address?')).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.unsubscribed('all') })).toBeVisible();
    await page.getByRole('link', { name: 'Change what you get' }).click();
    for (const topic of ['News', 'This week', 'Notices']) await expect(page.getByRole('checkbox', { name: topic })).not.toBeChecked();
  });

  test('a family verifies their address from the mail, then subscribes in one click', async ({ page, request }) => {
    const maya = newAccount('Maya');
    await registerAccount(request, maya);
    const verification = await newestLink(maya.email, '/verify-email');
    expect(verification.mail.subject).toBe(MAIL_COPY.verifyEmail.subject);
    await page.goto(verification.link);
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.verified })).toBeVisible();

    await logIn(page, maya);
    await page.goto('/subscribe');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(maya.email);
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: MAIL_TEXTS.subscribedAtOnce(['weekly']) })).toBeVisible();
    // Their own e-mail: the letter on, and mail about their comments on until they switch it off.
    const mine = page.getByRole('form', { name: `E-mail for ${maya.email}` });
    await expect(mine.getByRole('checkbox', { name: 'This week' })).toBeChecked();
    await expect(mine.getByRole('checkbox', { name: 'Replies to my comments' })).toBeChecked();
    await expect(mine.getByRole('checkbox', { name: /Items waiting/ })).toHaveCount(0);
    await mine.getByRole('checkbox', { name: 'Replies to my comments' }).uncheck();
    await mine.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.saved })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: `E-mail for ${maya.email}` }).getByRole('checkbox', { name: 'Replies to my comments' })).not.toBeChecked();
  });

  test('a mail link that is not whole says so, and shows no one', async ({ page }) => {
    await page.goto('/mail-preferences?token=made-up-and-not-signed-at-all');
    await expect(page.getByRole('alert').filter({ hasText: MAIL_TEXTS.linkInvalid })).toBeVisible();
    await page.goto('/subscribe/confirm');
    await expect(page.getByRole('alert').filter({ hasText: MAIL_TEXTS.linkInvalid })).toBeVisible();
  });
});
