import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// In development the API runs on its own port; in production it serves this site itself.
const api = 'http://localhost:3000';
// The feeds (sitemap, robots.txt, RSS, calendars) are the API's too, on the site's own addresses.
const proxy = { '/api': api, '/uploads': api, '^/(sitemap\\.xml|robots\\.txt|rss\\.xml|events\\.ics|events/[^/]+\\.ics)$': api };

/**
 * Two builds: the browser's (with a manifest, so the server can name each page's scripts) and the
 * server's render entry (`vite build --ssr`), bundled whole into dist/.server/, a folder the API never
 * serves as a file. CSS is split like the scripts: the server writes the layout's and the page's own
 * styles into each page it renders (so it paints without waiting for a stylesheet, and a phone matches
 * only the rules that page can use), and a later navigation loads the next page's styles with its script.
 * Browsers without modulepreload (before Safari 17) fetch modules as they are imported, without the
 * polyfill every visitor would otherwise run.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // Workspace packages publish a `source` condition, so the domain and ui compile from their TypeScript.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  build: isSsrBuild
    ? { outDir: 'dist/.server', emptyOutDir: true, rollupOptions: { output: { entryFileNames: '[name].mjs' } } }
    : {
        manifest: true,
        modulePreload: { polyfill: false },
        rollupOptions: {
          // The libraries every page runs on are one chunk, evaluated before the app's modules (src/app/libraries.ts).
          output: { codeSplitting: { groups: [{ name: 'libraries', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }] } },
        },
      },
  server: { proxy },
  preview: { proxy },
}));
