import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { isAllowedRequest } from '../../src/main/request-guard';
import { CONSOLE_VIEWS, type ConsoleApi, type ConsoleNotification, type ConsoleView } from '../../src/preload/console-api';
import { parseServerAddress } from '../../src/shared/server-address';
import { apiUrl } from './e2e-env';

/** The ConsoleApi functions that cross to the main process (everything but `version` and `onNavigate`). */
type MainCalls = { [K in keyof ConsoleApi as ConsoleApi[K] extends (...args: never[]) => Promise<unknown> ? K : never]: ConsoleApi[K] };

/**
 * The main process as the renderer sees it, kept by the test so that, like the real one, it outlives
 * page reloads: a reload is the console starting again. Tests read what the renderer asked for and can
 * change what it will find (a remembered address, a saved session) before reloading.
 */
export class ConsoleMain implements MainCalls {
  /** The remembered server address; the first-run default is the suite's API. */
  serverUrl = apiUrl();
  /** The saved session, JSON with its token, as the renderer handed it over. */
  session: string | null = null;
  /** The last count the renderer put in the title (null until it set one). */
  pendingCount: number | null = null;
  /** Every notification the renderer asked for; the main process shows them only in the background. */
  readonly notifications: ConsoleNotification[] = [];

  constructor(private readonly page: Page) {}

  async getServerUrl() {
    return this.serverUrl;
  }

  // The same rule as the main process (src/main/server-address-store.ts).
  async setServerUrl(url: string) {
    const address = parseServerAddress(url);
    if (!address.ok) throw new Error(address.message);
    this.serverUrl = address.origin;
    return this.serverUrl;
  }

  async loadSession() {
    return this.session;
  }

  async saveSession(session: string | null) {
    this.session = session;
  }

  async setPendingCount(count: number) {
    this.pendingCount = count;
  }

  async notify(notification: ConsoleNotification) {
    this.notifications.push(notification);
  }

  /** What the main process would put in the window title. */
  get title(): string {
    return this.pendingCount ? `Trailside Staff Console — ${this.pendingCount} pending` : 'Trailside Staff Console';
  }

  /** The saved session's token, or null. */
  get token(): string | null {
    return this.session === null ? null : (JSON.parse(this.session) as { token: string }).token;
  }

  /** Does what the View menu's item (or Ctrl/Cmd+1..9) does: asks the renderer for a view. */
  async chooseFromMenu(view: ConsoleView) {
    await this.page.evaluate((name) => (window as unknown as ConsoleHarnessWindow).__consoleMenu(name), view);
  }

  /** The person switches to another program and back: the window loses focus, then gets it again. */
  async switchAwayAndBack() {
    await this.page.evaluate(() => {
      window.dispatchEvent(new FocusEvent('blur'));
      window.dispatchEvent(new FocusEvent('focus'));
    });
  }

  /** Ctrl/Cmd+`n`: the menu's nth view. */
  async pressAccelerator(n: number) {
    const view = CONSOLE_VIEWS[n - 1];
    if (!view) throw new Error(`The View menu has no Ctrl/Cmd+${n}`);
    await this.chooseFromMenu(view);
  }
}

interface ConsoleHarnessWindow {
  __consoleMain: <K extends keyof MainCalls>(call: K, args: Parameters<MainCalls[K]>) => ReturnType<MainCalls[K]>;
  __consoleMenu: (view: ConsoleView) => void;
}

/**
 * Electron cannot run here, so the built renderer is served over http and gets the `window.api` the
 * preload script would expose: typed as ConsoleApi, frozen like contextBridge's copy, each call handed
 * to the test's ConsoleMain. The page's Content-Security-Policy must allow everything the console does.
 */
/** The built console's page as the installed app loads it (see `installedApp`). */
const INSTALLED_PAGE = pathToFileURL(resolve(__dirname, '../../out/renderer/index.html')).href;

export const test = base.extend<{ consoleMain: ConsoleMain; consolePage: Page; picturesMayFail: boolean; installedApp: boolean }>({
  /** A test that stops the server on purpose sets this: pictures asked for while it is away cannot load. */
  picturesMayFail: [false, { option: true }],
  /**
   * The console as the installed app runs it: its page from a file:// address (playwright.config.ts lets Chromium's
   * file pages load the module scripts beside them, as Electron's do), and every request through the main process's
   * request guard (src/main/request-guard.ts): anything not on the one server in use, or beside the page, is refused.
   */
  installedApp: [false, { option: true }],
  consoleMain: async ({ page }, use) => {
    await use(new ConsoleMain(page));
  },
  consolePage: async ({ page, consoleMain, picturesMayFail, installedApp }, use) => {
    await page.exposeFunction('__consoleMain', (call: keyof MainCalls, args: unknown[]) =>
      (consoleMain[call] as (...values: unknown[]) => Promise<unknown>)(...args),
    );
    await page.addInitScript((version) => {
      const harness = window as unknown as ConsoleHarnessWindow;
      const main = harness.__consoleMain;
      const listeners = new Set<(view: ConsoleView) => void>();
      const api: ConsoleApi = {
        version,
        getServerUrl: () => main('getServerUrl', []),
        setServerUrl: (url) => main('setServerUrl', [url]),
        loadSession: () => main('loadSession', []),
        saveSession: (session) => main('saveSession', [session]),
        setPendingCount: (count) => main('setPendingCount', [count]),
        notify: (notification) => main('notify', [notification]),
        onNavigate(callback) {
          listeners.add(callback);
          return () => {
            listeners.delete(callback);
          };
        },
      };
      Object.defineProperty(window, 'api', { value: Object.freeze(api), enumerable: true });
      Object.defineProperty(window, '__consoleMenu', { value: (view: ConsoleView) => listeners.forEach((listener) => listener(view)) });
    }, '0.1.0-e2e');
    await page.addInitScript(watchForSidewaysScrolling);
    const blocked: string[] = [];
    const pageErrors: string[] = [];
    const brokenPictures: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
      // A request the server refused is logged by Chromium as "Failed to load resource"; tests refuse things on purpose.
      else if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) pageErrors.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image' && !picturesMayFail) brokenPictures.push(`${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400) brokenPictures.push(`${response.url()} (${response.status()})`);
    });
    const refused: string[] = [];
    if (installedApp) {
      await page.route('**/*', async (route) => {
        if (isAllowedRequest(route.request().url(), consoleMain.serverUrl, INSTALLED_PAGE)) return route.fallback();
        refused.push(route.request().url());
        await route.abort('blockedbyclient');
      });
    }
    await page.goto(installedApp ? INSTALLED_PAGE : '/');
    await use(page);
    expect(refused, 'requests the request guard refused').toEqual([]);
    expect(blocked).toEqual([]);
    expect(pageErrors, 'errors in the page').toEqual([]);
    if (!page.isClosed()) {
      // A picture whose request succeeded can still fail to show (not a picture, or blocked before it was asked for).
      const unshown = await page.evaluate(() => [...document.images].filter((image) => image.complete && image.src && image.naturalWidth === 0).map((image) => image.src));
      if (!picturesMayFail) brokenPictures.push(...unshown.map((src) => `${src} (not shown)`));
      expect(brokenPictures, 'pictures that did not load').toEqual([]);
      expect(await page.evaluate(() => (window as unknown as SidewaysWindow).__sideways), 'anything scrolling sideways').toEqual([]);
    }
  },
});

interface SidewaysWindow {
  __sideways: string[];
}

/**
 * Runs in the page before the console starts: after every change to the page (or a resize), at most four times a
 * second, notes any part of it that scrolls sideways (the page itself, or anything that scrolls on its own), with
 * the view it happened on. A table or a form wider than the window is caught the moment it appears.
 */
function watchForSidewaysScrolling() {
  const found: string[] = [];
  Object.defineProperty(window, '__sideways', { value: found });
  const scrolls = (element: Element) => {
    if (element.scrollWidth <= element.clientWidth + 1) return false;
    if (element === document.scrollingElement) return true;
    const overflow = getComputedStyle(element).overflowX;
    return overflow === 'auto' || overflow === 'scroll';
  };
  const name = (element: Element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
  let timer: number | undefined;
  const check = () => {
    timer = undefined;
    for (const element of [document.documentElement, ...document.querySelectorAll('body *')]) {
      if (!scrolls(element)) continue;
      const entry = `${name(element)} is ${element.scrollWidth} px wide in ${element.clientWidth} px on ${location.hash || '/'} at ${innerWidth}x${innerHeight}`;
      if (!found.includes(entry)) found.push(entry);
    }
  };
  const soon = () => {
    timer ??= window.setTimeout(check, 250);
  };
  new MutationObserver(soon).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.addEventListener('resize', soon);
}

export { expect };

export async function signIn(page: Page, email: string, password: string, serverUrl?: string) {
  if (serverUrl !== undefined) await page.getByLabel('School server address').fill(serverUrl);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
