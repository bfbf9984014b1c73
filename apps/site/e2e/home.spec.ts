import { expect, test } from './support/test';

test.describe('the home page', () => {
  test('shows the headline, the menu and the school’s contact details', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Blazing new trails in education, K-8' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Home', 'About', 'Classes', 'Teachers', 'Gallery', 'Contact', 'Blogs']) {
      await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Fun Info' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Admin' })).toHaveCount(0);

    const contacts = page.getByRole('complementary', { name: 'Contact details' });
    await expect(contacts).toContainText('(555) 014-2780');
    await expect(contacts).toContainText('8:30am-3:30pm');
    await expect(contacts).toContainText('hello@trailside-montessori.example');
    await expect(page.getByRole('contentinfo')).toContainText('1200 Meadow Lane, Springfield');
  });

  test('invites visitors to join and to see events, with no store button while no store is set', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/sign-up');
    await expect(page.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/coming-soon');
    await expect(page.getByRole('link', { name: /Get Merchandise/ })).toHaveCount(0);
  });

  test('tells parents about the four values and the three class levels', async ({ page }) => {
    await page.goto('/');

    for (const value of ['Think creatively', 'Self-respect and respect of others', 'Independent and active', 'Apply knowledge in life']) {
      await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    for (const level of ['Primary K-2', 'Secondary 3-5', 'Middle 6-8']) {
      await expect(page.getByRole('heading', { level: 3, name: level })).toBeVisible();
    }
    await expect(page.getByText('Each teacher guides 12 to 15 students.')).toBeVisible();
  });

  test('has no breadcrumb banner, while inner pages do', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

    await page.goto('/login');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});

test.describe('the menu', () => {
  test('opens a submenu by keyboard, moves with the arrows and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const funInfo = page.getByRole('button', { name: 'Fun Info' });

    await funInfo.focus();
    await page.keyboard.press('Enter');
    await expect(funInfo).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'FAQ' })).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'FAQ' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Coming Soon' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(funInfo).toHaveAttribute('aria-expanded', 'false');
    await expect(funInfo).toBeFocused();
    await expect(page.getByRole('link', { name: 'FAQ' })).toBeHidden();
  });

  test('folds behind a Menu toggle on a phone, which Escape closes again', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const toggle = menu.getByRole('button', { name: 'Menu' });

    await expect(menu.getByRole('link', { name: 'Classes' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('link', { name: 'Classes' }).click();

    await expect(page).toHaveURL(/\/classes$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('takes its scrolled style after 50 pixels and the page starts at the top after navigating', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveClass(/site-header--scrolled/);

    await page.mouse.wheel(0, 600);
    await expect(header).toHaveClass(/site-header--scrolled/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Book a visit' }).click();
    await expect(page).toHaveURL(/\/visits$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('pages that do not exist', () => {
  test('show the not-found page with a way home', async ({ page }) => {
    await page.goto('/this/page/was/never/here');

    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('The link you followed may be broken, or the page may have been removed.')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blazing new trails in education, K-8' })).toBeVisible();
  });

  test('include /error-404 itself', async ({ page }) => {
    await page.goto('/error-404');
    await expect(page.getByText('The link you followed may be broken, or the page may have been removed.')).toBeVisible();
  });
});
