import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { apiServer, chromium, suiteDefaults } from '@trailside/testing/playwright';
import { SEEDED_ADMIN, SITE_PORT, SITE_URL } from './e2e/support/e2e-env';

// The e2e script runs after `build`: this starts the real API, which serves the built site from dist/.
export default defineConfig({
  ...suiteDefaults,
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  use: { baseURL: SITE_URL, ...chromium },
  projects: [{ name: 'chromium' }],
  webServer: apiServer({ port: SITE_PORT, admin: SEEDED_ADMIN, env: { SITE_DIR: resolve(import.meta.dirname, 'dist') } }),
});
