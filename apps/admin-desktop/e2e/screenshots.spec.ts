import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONSOLE_VIEWS, VIEW_LABELS } from '../src/preload/console-api';
import { expect, signIn, test } from './support/console-page';
import { SEEDED_ADMIN } from './support/e2e-env';

/**
 * `npm run screenshots -w @trailside/admin-desktop`: a picture of every view at 1280x800, the size the README
 * shows, into docs/console/ (no test compares them; people look at them).
 */
test.describe('screenshots', () => {
  test.skip(!process.env.E2E_SCREENSHOTS, 'taken by npm run screenshots');
  const folder = join(__dirname, '..', '..', '..', 'docs', 'console');

  test('of every view', async ({ consolePage: page }) => {
    test.skip(!process.env.E2E_ANY_SIZE && test.info().project.name !== '1280x800', 'the README shows the console at 1280x800');
    mkdirSync(folder, { recursive: true });
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    for (const view of CONSOLE_VIEWS) {
      await page.getByRole('navigation', { name: 'Console views' }).getByRole('link', { name: VIEW_LABELS[view] }).click();
      await expect(page.getByRole('heading', { level: 1, name: VIEW_LABELS[view] })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await page.screenshot({ path: join(folder, `${view}.png`) });
    }
  });
});
