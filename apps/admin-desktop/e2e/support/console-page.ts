import { test as base, expect, type Page } from '@playwright/test';
import type { ConsoleApi } from '../../src/preload/console-api';
import { API_URL } from './e2e-env';

/**
 * Electron cannot run here, so the built renderer is served over http and gets the `window.api`
 * the preload script would expose: frozen, like contextBridge's copy.
 */
export const test = base.extend<{ consolePage: Page }>({
  consolePage: async ({ page }, use) => {
    const api: ConsoleApi = { apiUrl: API_URL, version: '0.1.0-e2e' };
    await page.addInitScript((exposed) => {
      Object.defineProperty(window, 'api', { value: Object.freeze(exposed), enumerable: true });
    }, api);
    // The page's Content-Security-Policy must allow everything the console really does.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await page.goto('/');
    await use(page);
    expect(blocked).toEqual([]);
  },
});

export { expect };

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
