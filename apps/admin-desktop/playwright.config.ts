import { defineConfig } from '@playwright/test';
import { apiServer, chromium, suiteDefaults } from '@trailside/testing/playwright';
import { API_PORT, API_URL, RENDERER_PORT, RENDERER_URL, SEEDED_ADMIN } from './e2e/support/e2e-env';

// The e2e script runs after `build`: out/renderer is served over http (a file:// module script is
// blocked in Chromium), next to a real API on its own port, as the packaged console would reach it.
export default defineConfig({
  ...suiteDefaults,
  testDir: './e2e',
  workers: 1,
  // The message banner fades in over 180 ms; axe measured its text mid-fade and saw too little contrast
  // about half the time. With reduced motion (which the banner honours) every page is judged settled.
  use: { baseURL: RENDERER_URL, ...chromium, reducedMotion: 'reduce' },
  projects: [{ name: 'chromium' }],
  webServer: [
    // The renderer is served over http here, so its origin joins the API's CORS list (packaged, it is file://). The
    // suite sends more enquiries from one address than a person may in an hour (a page and more of them).
    apiServer({ port: API_PORT, admin: SEEDED_ADMIN, env: { CORS_ORIGINS: `${API_URL},${RENDERER_URL}`, ENQUIRY_RATE_LIMIT_PER_HOUR: '1000' } }),
    {
      command: `vite preview --outDir out/renderer --port ${RENDERER_PORT} --strictPort`,
      url: RENDERER_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
  ],
});
