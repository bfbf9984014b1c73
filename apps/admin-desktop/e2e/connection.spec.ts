import { UNREACHABLE_MESSAGES } from '@trailside/domain/api/errors';
import { NOTICE_SUCCESS } from '@trailside/domain/notices/notice.messages';
import { ownApi, type OwnApi } from '@trailside/testing/own-api';
import type { Page } from '@playwright/test';
import { CONNECTION_TEXTS } from '../src/renderer/src/app/shell/connection-texts';
import { CONSOLE_VIEWS, VIEW_LABELS } from '../src/preload/console-api';
import { SUBSCRIBER_TEXTS } from '../src/renderer/src/features/subscribers/subscriber-texts';
import { expect, signIn, test } from './support/console-page';
import { AWAY_API_PORT, RENDERER_URL, SEEDED_ADMIN } from './support/e2e-env';

const footer = (page: Page) => page.getByRole('contentinfo');
const awayNotice = (page: Page) => page.getByRole('alert').filter({ hasText: CONNECTION_TEXTS.away });

// Pictures asked for while the server is stopped cannot load; everything else the harness checks still holds.
test.use({ picturesMayFail: true });

test.describe('when the school’s server stops answering', () => {
  let api: OwnApi;

  test.beforeEach(async ({ consolePage: page, consoleMain }) => {
    api = await ownApi({ port: AWAY_API_PORT, admin: SEEDED_ADMIN, name: 'console-away', env: { CORS_ORIGINS: RENDERER_URL } });
    consoleMain.serverUrl = api.url;
    await page.reload();
  });

  test.afterEach(async () => {
    await api.remove();
  });

  test('every view says so in plain words, a write says it was not saved and keeps what was typed, and all recovers by itself', async ({ consolePage: page }) => {
    test.slow();
    await expect(footer(page)).toContainText(CONNECTION_TEXTS.status.connected(api.url));
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Notices' }).click();
    const message = 'The school is closed today because of snow. Stay warm!';
    await page.getByRole('textbox', { name: 'Message' }).fill(message);

    await api.stop();

    // Posting now fails there and then, saying so, and the words stay in the form.
    await page.getByRole('button', { name: 'Post notice' }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: UNREACHABLE_MESSAGES.saving })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
    await expect(footer(page)).toContainText(CONNECTION_TEXTS.status.away(api.url));
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);

    // Every view says the server is not answering, over what it last showed.
    for (const view of CONSOLE_VIEWS) {
      await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: VIEW_LABELS[view] }).click();
      await expect(page.getByRole('heading', { level: 1, name: VIEW_LABELS[view] })).toBeVisible();
      await expect(awayNotice(page), view).toBeVisible();
      await expect(page.getByText('Failed to fetch'), view).toHaveCount(0);
    }

    // The last view, Subscribers, was first opened while the server was away, so it has nothing to show yet.
    await expect(page.getByText(SUBSCRIBER_TEXTS.empty)).toHaveCount(0);

    // The server comes back: the console notices by itself, and the open view asks again for what it shows.
    await api.start();
    await expect(awayNotice(page)).toHaveCount(0, { timeout: 15_000 });
    await expect(footer(page)).toContainText(CONNECTION_TEXTS.status.connected(api.url));
    await expect(page.getByText(SUBSCRIBER_TEXTS.empty)).toBeVisible();

    // The words typed into Notices before it went away are sent again, now saved.
    await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: 'Notices' }).click();

    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Post notice' }).click();
    await expect(page.getByRole('status').filter({ hasText: NOTICE_SUCCESS.created })).toBeVisible();
    await expect(page.getByRole('region', { name: 'On the website now' })).toContainText(message);
  });

  test('the sign-in screen says when nothing answers at the address, and when it does again', async ({ consolePage: page }) => {
    await expect(footer(page)).toContainText(CONNECTION_TEXTS.status.connected(api.url));
    await api.stop();
    await page.reload();
    await expect(footer(page)).toContainText(CONNECTION_TEXTS.status.away(api.url));
    await api.start();
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(footer(page)).toContainText(CONNECTION_TEXTS.status.connected(api.url));
  });
});
