import { expect, type Page } from '@playwright/test';

/** Ticks the page's captcha and waits for the widget to solve it (a few seconds of proof of work in the browser). */
export async function solveCaptcha(page: Page): Promise<void> {
  const robot = page.locator('altcha-widget').getByRole('checkbox');
  // The widget draws over its checkbox, so the click is forced (STACK.md).
  await robot.click({ force: true });
  await expect(robot).toBeChecked({ timeout: 20_000 });
}
