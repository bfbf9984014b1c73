import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { defaultClientConditions } from 'vite';

// electron-vite's conventional entries: src/main/index.ts, src/preload/index.ts, src/renderer/index.html.
export default defineConfig({
  main: {},
  preload: {},
  renderer: {
    plugins: [react()],
    // Workspace packages publish a `source` condition, so the renderer compiles ui and domain from TypeScript.
    resolve: { conditions: ['source', ...defaultClientConditions] },
  },
});
