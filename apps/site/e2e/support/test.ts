import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A server-drawn page is readable at once but answers clicks only once its script has taken it over, which
 * waits for the page's main picture (apps/site/src/main.tsx). After each page load the page's methods wait
 * for that (`data-hydrated` on <html>), as a person waits for a page to finish loading before using it.
 */
export function waitingForTheApp(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        // Only the site's own pages run the app: not a feed, an upload or an API answer opened directly.
        if (await page.locator('script[type="module"]').count()) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return response;
      },
    });
  }
  return page;
}

/** Playwright's test, with `page` waiting for the app after every load (unless the test turns scripts off). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
});
