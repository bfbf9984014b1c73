import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { SITE_PAGES_FILE, type SitePage } from '@trailside/domain/site/site-pages';
import { build } from 'rolldown';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

// In development the API runs on its own port; in production it serves this site itself.
const api = 'http://localhost:3000';
// The feeds (sitemap, robots.txt, RSS, calendars) are the API's too, on the site's own addresses.
const proxy = { '/api': api, '/uploads': api, '^/(sitemap\\.xml|robots\\.txt|rss\\.xml|events\\.ics|events/[^/]+\\.ics)$': api };

/** The entry script as Vite writes it into the built index.html's head. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The site's icon, which index.html links to. */
const ICON = 'favicon.svg';

/**
 * The built index.html asks for nothing but its main picture before a page is shown: on a phone's first visit,
 * each request then opens a connection of its own.
 * - The page's first script (src/boot.ts) is bundled on its own and written into the head, first, in place of the
 *   entry script: it runs the entry (named in `data-entry`) once the page's main picture is on the screen. The API
 *   allows it by its hash in the Content-Security-Policy.
 * - The icon (322 bytes, public/favicon.svg) is written into its link as a data: address.
 */
function inlineHead(): Plugin {
  return {
    name: 'trailside:inline-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('inlineHead: the built index.html has no entry script to run');
        const { output } = await build({
          input: join(import.meta.dirname, 'src/boot.ts'),
          platform: 'browser',
          resolve: { conditionNames: ['source', ...defaultClientConditions] },
          write: false,
          output: { format: 'iife', minify: true },
        });
        const code = output[0].code.trim();
        if (code.includes('</')) throw new Error('inlineHead: the boot script would close its own <script> element');
        const boot = `<script data-entry="${entry[1]}">${code}</script>`;
        const icon = `data:image/svg+xml,${encodeURIComponent(readFileSync(join(import.meta.dirname, 'public', ICON), 'utf8').trim())}`;
        return html
          .replace(entry[0], '')
          .replace(`href="/${ICON}"`, () => `href="${icon}"`).replace(/<meta charset="[^"]*" \/>/i, (charset) => `${charset}\n    ${boot}`);
      },
    },
  };
}

/**
 * After the server's build, every page the router knows, with its route module's handle, into dist/site-pages.json:
 * the API's sitemap and robots.txt, and the browser tests that walk every page, read the pages from there.
 */
function writeSitePages(): Plugin {
  let serverEntry = '';
  return {
    name: 'trailside:site-pages',
    apply: (_config, { isSsrBuild }) => isSsrBuild === true,
    writeBundle({ dir }, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!dir || !entry) throw new Error('writeSitePages: the server build wrote no entry');
      serverEntry = join(dir, entry.fileName);
    },
    async closeBundle() {
      const { sitePages } = (await import(pathToFileURL(serverEntry).href)) as { sitePages: () => Promise<SitePage[]> };
      await writeFile(join(import.meta.dirname, 'dist', SITE_PAGES_FILE), `${JSON.stringify(await sitePages(), null, 2)}\n`);
    },
  };
}

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
  plugins: [react(), inlineHead(), writeSitePages()],
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
