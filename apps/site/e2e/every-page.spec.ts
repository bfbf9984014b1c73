import { expectNoAxeViolations } from '@trailside/testing/axe';
import { type Page } from '@playwright/test';
import { logIn, newAccount, registerAccount } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { addressOf, PUBLIC_ROUTES, WIDTHS, type SiteRoute } from './support/routes';
import { expect, test } from './support/test';

// Every public page at a phone's and a desktop's width, opened once for all it must show and be: the school's
// contact details on top and in the footer, the breadcrumb banner (all but home and coming soon), and no axe
// violations. axe judges the settled page: with reduced motion, sections appear at once instead of fading in,
// so no text is measured half-transparent. The animations themselves are checked in layout.spec.ts.
test.use({ reducedMotion: 'reduce' });

async function expectHeadingThenNoViolations(page: Page, heading?: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading, exact: typeof heading === 'string' } : {}) })).toBeVisible();
  await expectNoAxeViolations(page);
}

/**
 * Nothing reaches past the window's right edge, not even something hidden, such as a screen reader's label
 * in a carousel slide scrolled out of view: on a phone the page would then be laid out wider than the
 * screen, so it could be dragged sideways and would open zoomed out.
 */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page is wider than the window').toBeLessThanOrEqual(clientWidth);
}

/** Home and coming soon open on their own hero; every other page starts with the breadcrumb banner. */
const hasBreadcrumb = (route: SiteRoute) => route.path !== '/' && route.path !== '/coming-soon';

async function expectContactDetailsAndBreadcrumb(page: Page, route: SiteRoute) {
  const contacts = page.getByRole('complementary', { name: 'Contact details' });
  await expect(contacts.getByRole('link', { name: /\(555\) 014-2780/ })).toHaveAttribute('href', 'tel:5550142780');
  await expect(contacts).toContainText('School hours 8:30am-3:30pm');
  await expect(contacts.getByRole('link', { name: /hello@trailside-montessori\.example/ })).toHaveAttribute(
    'href',
    'mailto:hello@trailside-montessori.example',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('1200 Meadow Lane, Springfield');
  await expect(footer).toContainText('8:30am-3:30pm');
  await expect(footer.getByRole('link', { name: '(555) 014-2780' })).toBeVisible();

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  if (hasBreadcrumb(route)) {
    await expect(breadcrumb).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  } else {
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(breadcrumb).toHaveCount(0);
  }
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    for (const route of PUBLIC_ROUTES) {
      const shows = hasBreadcrumb(route) ? 'the contact details and the breadcrumb' : 'the contact details';
      test(`${route.path} shows ${shows}, and has no accessibility violations`, async ({ page, request }) => {
        await page.goto(await addressOf(request, route));
        await expectContactDetailsAndBreadcrumb(page, route);
        if (route.ready) await expect(route.ready(page)).toBeVisible();
        await expectHeadingThenNoViolations(page, route.heading);
        await expectNoSidewaysScroll(page);
      });
    }

    test('/ has no accessibility violations with the phone menu open', async ({ page }) => {
      test.skip(viewport.width > 1200, 'the menu only folds on narrow windows');
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Fun Info' }).click();
      await expectHeadingThenNoViolations(page);
    });

    test('/account has no accessibility violations for a parent, with a child and every form open, and fits the window', async ({ page, request }) => {
      const parent = newAccount('Iris', 'Calloway');
      await registerAccount(request, parent);
      await logIn(page, parent);
      await page.goto('/account');
      await expect(page.getByRole('heading', { name: "Your children's accounts" })).toBeVisible();
      await page.getByRole('button', { name: "Add a child's account" }).click();
      await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      await expect(page.getByLabel('Code from your app')).toBeVisible();
      await expectHeadingThenNoViolations(page, 'My Account');
      await expectNoSidewaysScroll(page);
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
