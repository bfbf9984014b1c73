import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';

const WIDTHS = [
  { name: 'a phone', viewport: { width: 375, height: 740 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
];

const PUBLIC_PAGES = ['/', '/login', '/sign-up', '/error-404'];

async function expectNoAxeViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }))).toEqual([]);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }

    test('/admin has no accessibility violations for an admin', async ({ page }) => {
      await page.goto('/login');
      await logIn(page, SEEDED_ADMIN);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Create User' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
