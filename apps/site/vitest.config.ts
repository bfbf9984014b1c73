import react from '@vitejs/plugin-react';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the site's modules as the server runs them (`src/**\/*.test.tsx`): workspace packages from
 * their TypeScript, stylesheets left out. They start the built API (run `npx turbo run build` first).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One built API for the run, with the sample content (it draws its pictures first).
    globalSetup: ['src/test/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
