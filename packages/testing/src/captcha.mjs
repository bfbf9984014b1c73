// The altcha captcha, solved as a keyboard user does, for both front ends' browser suites.
import { expect } from '@playwright/test';

/**
 * Ticks the captcha with the space bar once the widget is drawn and waiting, and waits for it to solve its puzzle
 * (about a second of proof of work in the browser). Not a click: the widget draws over its checkbox, so a click has to
 * be forced to a point on the screen, and while the page scrolls smoothly (the site's sticky header, a field just
 * focused) that point can be the header instead; the click is then lost with nothing to say so. A failure names the
 * state the widget was left in (unverified, verifying, error).
 * @param {import('@playwright/test').Page} page
 */
export async function solveCaptcha(page) {
  const widget = page.locator('altcha-widget [data-state]');
  const robot = page.locator('altcha-widget').getByRole('checkbox');
  await expect(widget, 'the captcha is drawn and waiting').toHaveAttribute('data-state', 'unverified');
  await robot.focus();
  await robot.press('Space');
  await expect(widget, 'the captcha solved its puzzle').toHaveAttribute('data-state', 'verified', { timeout: 20_000 });
  await expect(robot).toBeChecked();
}
