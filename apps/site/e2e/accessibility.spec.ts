import { expectNoAxeViolations } from '@trailside/testing/axe';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { addressOf, PUBLIC_ROUTES, WIDTHS } from './support/routes';

// axe judges the settled page: with reduced motion, sections appear at once instead of fading in, so
// no text is measured half-transparent. The animations themselves are checked in layout.spec.ts.
test.use({ reducedMotion: 'reduce' });

async function expectHeadingThenNoViolations(page: Page, heading?: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading, exact: typeof heading === 'string' } : {}) })).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    for (const route of PUBLIC_ROUTES) {
      test(`${route.path} has no accessibility violations`, async ({ page, request }) => {
        await page.goto(await addressOf(request, route));
        if (route.ready) await expect(route.ready(page)).toBeVisible();
        await expectHeadingThenNoViolations(page, route.heading);
      });
    }

    test('/ has no accessibility violations with the phone menu open', async ({ page }) => {
      test.skip(viewport.width > 1200, 'the menu only folds on narrow windows');
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Fun Info' }).click();
      await expectHeadingThenNoViolations(page);
    });

    test('/admin has no accessibility violations for an admin', async ({ page }) => {
      await page.goto('/login');
      await logIn(page, SEEDED_ADMIN);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Create User' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'URL Shortener' })).toBeVisible();
      await expectHeadingThenNoViolations(page);
    });
  });
}
