import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// In development the API runs on its own port; in production it serves this site itself.
const api = 'http://localhost:3000';
// The feeds (sitemap, robots.txt, RSS, calendars) are the API's too, on the site's own addresses.
const proxy = { '/api': api, '/uploads': api, '^/(sitemap\\.xml|robots\\.txt|rss\\.xml|events\\.ics|events/[^/]+\\.ics)$': api };

export default defineConfig({
  plugins: [react()],
  // Workspace packages publish a `source` condition, so the domain and ui compile from their TypeScript.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy },
  preview: { proxy },
});
