import { type Locator, type Page } from '@playwright/test';
import { createAccountAsAdmin, logIn, newAccount, registerAccount } from './support/accounts';
import { SEEDED_ADMIN } from './support/e2e-env';
import { WIDTHS } from './support/routes';
import { expect, test } from './support/test';

/** The opacity the reader sees: the element's own times every ancestor's. */
const effectiveOpacity = (locator: Locator) =>
  locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('the menu', () => {
  test('offers FAQ, Coming Soon and the school calendar under Fun Info, and Login and Sign Up to visitors', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });

    await menu.getByRole('button', { name: 'Fun Info' }).click();
    await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await expect(menu.getByRole('link', { name: 'Coming Soon' })).toHaveAttribute('href', '/coming-soon');
    await expect(menu.getByRole('link', { name: 'School Calendar' })).toHaveAttribute('href', '/event');

    await menu.getByRole('button', { name: 'Account' }).click();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    await expect(menu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  });

  test('shows Admin with Create User to an admin, and greets them by first name', async ({ page }) => {
    await logIn(page, SEEDED_ADMIN);
    await page.goto('/classes');
    const menu = page.getByRole('navigation', { name: 'Main' });

    await menu.getByRole('button', { name: 'Admin' }).click();
    await menu.getByRole('link', { name: 'Create User' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('main').getByText(/^Hello, School/)).toBeVisible();

    await menu.getByRole('button', { name: 'Account' }).click();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
  });

  test('shows no Admin menu to a general member, but does offer Logout', async ({ page, request }) => {
    const parent = newAccount('Rosa');
    await registerAccount(request, parent);
    await logIn(page, parent);
    const menu = page.getByRole('navigation', { name: 'Main' });

    await expect(menu.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Account' }).click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'User successfully logged out' })).toBeVisible();
    await menu.getByRole('button', { name: 'Account' }).click();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('shows Admin to a level 2 admin too', async ({ page, request }) => {
    const admin = newAccount('Imani');
    await createAccountAsAdmin(request, admin, 2);
    await logIn(page, admin);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' })).toBeVisible();
  });

  test('opens and closes on a phone by keyboard alone', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0].viewport);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const toggle = menu.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'About' })).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();

    // Into the Fun Info submenu and out again: the first Escape closes the submenu, the second the menu.
    await menu.getByRole('button', { name: 'Fun Info' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('button', { name: 'Fun Info' })).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('folds away when the window changes size class, and the toggle is gone on a desktop', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0].viewport);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const toggle = menu.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();

    await page.setViewportSize(WIDTHS[1].viewport);
    await expect(toggle).toBeHidden();
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();

    await page.setViewportSize(WIDTHS[0].viewport);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'About' })).toBeHidden();
  });
});

test.describe('the scroll arrow', () => {
  test('moves one screen down per click, then points up and goes back to the top', async ({ page }) => {
    await page.goto('/');
    const height = page.viewportSize()!.height;
    const down = page.getByRole('button', { name: 'Scroll down one screen' });

    await down.click();
    await expect.poll(() => scrollY(page)).toBe(height);
    await down.click();
    await expect.poll(() => scrollY(page)).toBe(2 * height);

    // Past 1.5 screens it turns into the way back up.
    const up = page.getByRole('button', { name: 'Back to the top of the page' });
    await expect(up).toBeVisible();
    await expect(down).toHaveCount(0);
    await up.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(down).toBeVisible();
  });

  test('works on a phone and from the keyboard', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0].viewport);
    await page.goto('/classes');
    await page.getByRole('button', { name: 'Scroll down one screen' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });
});

test.describe('moving between pages', () => {
  test('starts every page at the top', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('shows the loading spinner while a page’s code is on its way', async ({ page }) => {
    await page.goto('/');
    // The page's code is held back until the spinner has been seen, then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/classes-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page' })).toHaveCount(0);
  });
});

test.describe('scroll-in animations', () => {
  test('keep a section further down hidden until it scrolls into view', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('region', { name: 'A school that feels like a big family' });
    await expect.poll(() => effectiveOpacity(about)).toBe(0);

    await about.scrollIntoViewIfNeeded();
    await expect.poll(() => effectiveOpacity(about)).toBe(1);
  });

  test('are off for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const about = page.getByRole('region', { name: 'A school that feels like a big family' });
    expect(await effectiveOpacity(about)).toBe(1);
  });
});
