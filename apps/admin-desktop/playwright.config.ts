import { defineConfig } from '@playwright/test';
import { apiServer, chromium, suiteDefaults } from '@trailside/testing/playwright';
import { CONSOLE_LOCALE } from './src/shared/console-locale';
import { apiDataDirOf, apiUrlAt, RENDERER_PORT, RENDERER_URL, SEEDED_ADMIN, WINDOW_SIZES } from './e2e/support/e2e-env';

// The e2e script runs after `build`: out/renderer is served over http (a file:// module script is
// blocked in Chromium), next to a real API on its own port, as the packaged console would reach it.
export default defineConfig({
  ...suiteDefaults,
  testDir: './e2e',
  workers: 1,
  // The message banner fades in over 180 ms; axe measured its text mid-fade and saw too little contrast
  // about half the time. With reduced motion (which the banner honours) every page is judged settled.
  // A file:// page may load the module scripts beside it only with --allow-file-access-from-files (Electron's file
  // protocol needs no flag): the tests of the console as the installed app loads it (`installedApp`) use it.
  use: {
    baseURL: RENDERER_URL,
    ...chromium,
    launchOptions: { ...chromium.launchOptions, args: [...(chromium.launchOptions?.args ?? []), '--allow-file-access-from-files'] },
    reducedMotion: 'reduce',
    // As the installed app's window has it (src/main/index.ts): day-first date boxes.
    locale: CONSOLE_LOCALE,
  },
  projects: WINDOW_SIZES.map(({ name, viewport, apiPort }) => ({ name, use: { viewport }, metadata: { apiUrl: apiUrlAt(apiPort) } })),
  webServer: [
    // The renderer is served over http here, so its origin joins the API's CORS list; so does "file://", the origin
    // Chromium gives a file page once file pages may load each other (the installed-app tests: `installedApp`). The
    // suite sends more enquiries from one address than a person may in an hour (a page and more of them).
    ...WINDOW_SIZES.map(({ name, apiPort }) =>
      apiServer({
        port: apiPort,
        admin: SEEDED_ADMIN,
        env: { CORS_ORIGINS: `${apiUrlAt(apiPort)},${RENDERER_URL},file://`, DATA_DIR: apiDataDirOf(name), ENQUIRY_RATE_LIMIT_PER_HOUR: '1000' },
      }),
    ),
    {
      command: `vite preview --outDir out/renderer --port ${RENDERER_PORT} --strictPort`,
      url: RENDERER_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});
