import { MAIL_COPY, MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import { expectNoAxeViolations } from '@trailside/testing/axe';
import { newestLink } from '@trailside/testing/outbox';
import type { Page } from '@playwright/test';
import { logIn, newAccount, registerAccount } from './support/accounts';
import { solveCaptcha } from '@trailside/testing/captcha';
import { WIDTHS } from './support/routes';
import { expect, test } from './support/test';

/** The page's heading is in, then axe judges it with sections shown at once (as every-page.spec.ts does). */
async function expectNoViolations(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoAxeViolations(page);
}

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
    await solveCaptcha(page);
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
    await page.goto('/subscribe/confirm?token=made-up-and-not-signed-at-all');
    await expect(page.getByRole('alert').filter({ hasText: MAIL_TEXTS.linkInvalid })).toBeVisible();
    await page.goto('/verify-email?token=made-up-and-not-signed-at-all');
    await expect(page.getByRole('alert').filter({ hasText: MAIL_TEXTS.linkInvalid })).toBeVisible();
    // A broken unsubscribe link is refused before anything is offered: no button that cannot work.
    await page.goto('/unsubscribe?token=made-up-and-not-signed-at-all&topic=weekly');
    await expect(page.getByRole('alert').filter({ hasText: MAIL_TEXTS.linkInvalid })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  });

  for (const { name, viewport } of WIDTHS) {
    test(`the pages a mail's links open have no accessibility violations on ${name}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const family = newAccount('Iris');
      await registerAccount(request, family);
      await page.goto((await newestLink(family.email, '/verify-email')).link);
      await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.verified })).toBeVisible();
      await expectNoViolations(page, 'Verify Email');

      await logIn(page, family);
      await page.goto('/subscribe');
      await expect(page.getByRole('form', { name: `E-mail for ${family.email}` })).toBeVisible();
      await expectNoViolations(page, 'Subscribe');

      // Another address the family asks for (a grandparent's) costs the captcha, as it would a visitor; it gets the link
      // to confirm, and each mail's links.
      const grandparent = newAccount('Owen').email;
      await page.getByLabel('Email', { exact: true }).fill(grandparent);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Please complete the Captcha.')).toBeVisible();
      await expectNoViolations(page, 'Subscribe');
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: MAIL_TEXTS.checkInbox })).toBeVisible();
      const confirmation = await newestLink(grandparent, '/subscribe/confirm');
      await page.goto(confirmation.link);
      await expect(page.getByRole('status').filter({ hasText: MAIL_TEXTS.confirmed(['weekly']) })).toBeVisible();
      await expectNoViolations(page, 'Confirm Subscription');

      await page.goto((await newestLink(grandparent, '/mail-preferences')).link);
      await expect(page.getByRole('checkbox', { name: 'This week' })).toBeChecked();
      await expectNoViolations(page, 'Email Preferences');

      await page.goto((await newestLink(grandparent, '/unsubscribe')).link);
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
      await expectNoViolations(page, 'Unsubscribe');
    });
  }
});
