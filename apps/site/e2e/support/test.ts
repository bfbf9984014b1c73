import { test as base, type Page, type Request } from '@playwright/test';

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
 * test fails, what happened inside its page is in the report and in the run's output, whole: the addresses it went
 * to, errors thrown, errors and warnings logged, requests that failed and requests still unanswered.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    const seen: string[] = [];
    const started = Date.now();
    const at = (time = Date.now()) => `${((time - started) / 1000).toFixed(1)} s`;
    const unanswered = new Map<Request, number>();
    page.on('pageerror', (error) => seen.push(`${at()} error thrown: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      // The captcha widget reports its own failures with console.log, prefixed ALTCHA.
      if (message.type() === 'error' || message.type() === 'warning' || message.text().startsWith('ALTCHA'))
        seen.push(`${at()} ${message.type()} logged: ${message.text()}`);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(`${at()} now at ${frame.url()}`);
    });
    page.on('request', (request) => unanswered.set(request, Date.now()));
    page.on('requestfinished', (request) => unanswered.delete(request));
    page.on('requestfailed', (request) => {
      unanswered.delete(request);
      seen.push(`${at()} request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
    });
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const [request, asked] of unanswered) seen.push(`${at()} still unanswered: ${request.method()} ${request.url()}, asked at ${at(asked)}`);
    if (!seen.length) return;
    const body = seen.join('\n');
    await testInfo.attach('inside the page', { body, contentType: 'text/plain' });
    // The list reporter shortens attachments; CI keeps only the run's output.
    process.stderr.write(`\n${testInfo.titlePath.join(' › ')}: inside the page\n${body}\n`);
  },
});
