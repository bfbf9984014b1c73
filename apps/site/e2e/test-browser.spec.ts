import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@trailside/testing/playwright';
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

// Chromium keeps only the last --disable-features, so the harness's replaces Playwright's own: it must repeat
// every feature Playwright turns off (its Edge-only ones aside), or an upgrade of Playwright loses one quietly.
test('the test browser still turns off every feature Playwright itself turns off', () => {
  const bundle = readFileSync(join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1];
  expect(list, 'Playwright’s list of disabled features was not found in its bundle').toBeDefined();
  const playwrights = [...list!.matchAll(/^\s*"(\w+)",?$/gm)].map(([, feature]) => feature!).filter((feature) => !feature.startsWith('ms'));
  expect(playwrights.length).toBeGreaterThan(5);
  const ours = (chromium.launchOptions?.args ?? []).find((arg) => arg.startsWith('--disable-features='))?.split('=')[1]?.split(',') ?? [];
  expect(playwrights.filter((feature) => !ours.includes(feature))).toEqual([]);
});
