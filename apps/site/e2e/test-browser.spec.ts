import { expect, test } from './support/test';

// The suites' Chromium (@trailside/testing/playwright) turns off the pages Chromium opens for itself in every
// new window, which would cost each test a few tenths of a second. A Chromium that renames the feature brings
// them back, and this says so.
test('the test browser opens no pages of its own beside the test’s', async ({ browser, page }) => {
  await page.goto('/');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  expect(targetInfos.filter((target) => target.type !== 'page').map((target) => target.url)).toEqual([]);
});
