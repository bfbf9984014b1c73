// Plain ES module JavaScript, so both the site's (ESM) and the console's (CommonJS) Playwright configs
// can load it untranspiled; its types are in playwright.d.mts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUN_DATA_DIR_VARIABLE } from './teardown.cjs';

/** What both suites share: fail on a stray test.only in CI, no retries (a flaky test is fixed, not retried), a clean data folder after. */
export const suiteDefaults = {
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A 2-core machine running the API, Chromium and two workers at once: some flows need more than 30 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  globalTeardown: '@trailside/testing/teardown',
};

/**
 * Chromium 156 opens two pages of its own for every new window, even headless: the address bar's
 * suggestion popups (chrome://omnibox-popup.top-chrome/), each in its own renderer. Every test gets a new
 * window, and they load beside the page under test: ten bare windows took 9.2 s of CPU with them and 6.9 s
 * without, and the site's 20 desktop every-page tests on one worker 93 s with them and 68 s without.
 * Chromium keeps only the last --disable-features it is given, so the
 * flag repeats the list Playwright 1.65 passes itself (chromiumSwitches.ts, less its Edge-only entries)
 * before adding the popups. e2e/test-browser.spec.ts in the site's suite fails if a popup comes back or
 * one of Playwright's own features is missing here.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Debian's Chromium with the flags this machine needs; Playwright never downloads a browser here.
 * Without the background-networking flags Chromium keeps dialing Google's hosts through a closed network.
 */
export const chromium = {
  browserName: 'chromium',
  // Recording traces halves the suite's speed on a 2-core machine: E2E_TRACE=1 keeps one for each failed test.
  trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  },
};

/**
 * One fresh data folder per run. Playwright loads the config again in every worker; they inherit the
 * runner's environment, so the folder made first is the one everybody uses.
 */
export function runDataDir() {
  process.env[RUN_DATA_DIR_VARIABLE] ??= mkdtempSync(join(tmpdir(), 'trailside-e2e-'));
  return process.env[RUN_DATA_DIR_VARIABLE];
}

/** What every browser suite's API runs with, whether apiServer or a spec's own (own-api.mjs) starts it. */
export const TEST_SERVER_ENV = {
  NODE_ENV: 'test',
  // A suite signs in far more often than a person would.
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // scrypt at 2^10 instead of 2^15: each sign-in costs milliseconds, not a tenth of a second.
  PASSWORD_HASH_COST: '10',
  // A suite sends more mail in a minute than a school does in a day; held for the next minute, a mail a test waits
  // for would come late or not, by how fast the tests before it ran (the API's suite tests the rate itself).
  MAIL_RATE_PER_MINUTE: '100000',
};

/** The real API, built in apps/api/dist, on its own port with a fresh database and the given first admin. Run from apps/<app>. */
export function apiServer({ port, admin, env = {} }) {
  const url = `http://localhost:${port}`;
  return {
    command: 'node ../api/dist/main.js',
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...TEST_SERVER_ENV,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: runDataDir(),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
  };
}
