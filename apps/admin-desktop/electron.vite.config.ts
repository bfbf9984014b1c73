import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { defaultClientConditions, type Plugin } from 'vite';

/**
 * The page's Content-Security-Policy (src/renderer/index.html) allows no inline style. The development
 * server injects every stylesheet as an inline <style>, so there, and only there, the policy allows them;
 * the built console keeps the strict policy. (React's hot-reload preamble is placed above the policy.)
 */
function devServerPolicy(): Plugin {
  return {
    name: 'trailside:dev-server-policy',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  };
}

// electron-vite's conventional entries: src/main/index.ts, src/preload/index.ts, src/renderer/index.html.
export default defineConfig({
  main: {},
  preload: {},
  renderer: {
    plugins: [react(), devServerPolicy()],
    // Workspace packages publish a `source` condition, so the renderer compiles ui and domain from TypeScript.
    resolve: { conditions: ['source', ...defaultClientConditions] },
  },
});
