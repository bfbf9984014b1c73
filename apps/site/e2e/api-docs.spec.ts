import { expect, test } from './support/test';

test.describe('the API description', () => {
  test('renders in the browser from the same server as the site, without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.goto('/api/docs');

    await expect(page.getByRole('heading', { name: /Trailside Montessori K-8 API/ })).toBeVisible();
    await expect(page.getByText('/api/auth/register')).toBeVisible();
    await expect(page.getByText('/api/users').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
