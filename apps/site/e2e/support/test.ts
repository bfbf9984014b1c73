import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A server-drawn page is readable at once but answers clicks only once its script has taken it over, which
 * waits for the page's main picture (apps/site/src/boot.ts). After each page load the page's methods wait
 * for that (`data-hydrated` on <html>), as a person waits for a page to finish loading before using it.
 */
export function waitingForTheApp(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        // Only the site's own pages run the app: not a feed, an upload or an API answer opened directly.
        if (await page.locator('script[data-entry]').count()) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return response;
      },
    });
  }
  return page;
}

/**
 * Playwright's test, with `page` waiting for the app after every load (unless the test turns scripts off). When a
 * test fails, what happened inside its page is in the report: the addresses it went to, errors thrown and logged,
 * requests that failed.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const seen: string[] = [];
    const started = Date.now();
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    page.on('pageerror', (error) => seen.push(`${at()} error thrown: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(`${at()} error logged: ${message.text()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(`${at()} now at ${frame.url()}`);
    });
    page.on('requestfailed', (request) => seen.push(`${at()} request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`));
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
    if (testInfo.status !== testInfo.expectedStatus && seen.length) await testInfo.attach('inside the page', { body: seen.join('\n'), contentType: 'text/plain' });
  },
});
