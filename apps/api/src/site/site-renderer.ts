import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APP_STATE_ELEMENT_ID, PAGE_SCRIPTS_ELEMENT_ID } from '@trailside/domain/site/rendered-page';
import type { Request } from 'express';

/** What the site's server entry (apps/site/src/entry-server.tsx, built to .server/entry-server.mjs) renders. */
interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
  modules: string[];
  cacheTags: string[] | null;
}

interface SiteServerEntry {
  render(request: globalThis.Request, options: { apiUrl: string; publicUrl: string }): Promise<RenderedPage | Response | null>;
}

/** One entry of Vite's build manifest (.vite/manifest.json), keyed by source path. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** A page to send (with the cache tags of the API answers it shows, null when it must not be kept), or a redirect. */
export type SitePage = { status: number; html: string; cacheTags: string[] | null } | { redirect: string; status: number };

const HEAD_SLOT = '<!--app-head-->';
const BODY_SLOT = '<!--app-html-->';
/** The site's entry (src/main.ts), which index.html's boot script runs once the page is shown. */
const ENTRY_MODULE = 'index.html';
/** The site's app, which its entry imports. */
const APP_MODULE = 'src/app/start.tsx';
/** A classic script index.html runs inline (its boot script, see apps/site/vite.config.ts), and its code. */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/** The Content-Security-Policy sources ('sha256-…') that allow the scripts `html` runs inline, and only those. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => `'sha256-${createHash('sha256').update(code ?? '').digest('base64')}'`);
}

/**
 * Renders the site's public pages on the server with the site's own server build, for an anonymous
 * visitor: the first HTML holds the page's content, meta tags and the data it was drawn from. The
 * API calls itself over loopback HTTP, exactly as a visitor's browser would, so a signed-in view can
 * never leak into it. What React hoisted for the head (title, meta, canonical link, preloads) goes into
 * the head.
 */
export class SiteRenderer {
  private entry: Promise<SiteServerEntry> | null = null;
  private template: string | null = null;
  private pageTemplate: string | null = null;
  private inlineScripts: string | null = null;
  private manifest: Record<string, ManifestChunk> | null = null;
  private readonly styles = new Map<string, string>();

  constructor(
    private readonly siteDir: string,
    private readonly publicUrl: string,
  ) {}

  get built(): boolean {
    return existsSync(join(this.siteDir, 'index.html'));
  }

  /** A site built without its server entry (or a bare index.html) is rendered by the browser alone. */
  get rendersOnServer(): boolean {
    return existsSync(this.entryPath());
  }

  /** The built index.html with a plain title: the page the browser renders by itself. */
  fallbackPage(): string {
    return this.getTemplate().replace(HEAD_SLOT, '<title>Trailside Montessori K-8</title>').replace(BODY_SLOT, '');
  }

  /** What the Content-Security-Policy names so that the built index.html's boot script runs (none before the site is built). */
  scriptSources(): string {
    if (this.inlineScripts === null && this.built) this.inlineScripts = inlineScriptSources(this.getTemplate()).join(' ');
    return this.inlineScripts ?? '';
  }

  /** Loads the server entry, template and manifest now, so the first visitor after a start does not wait for them. */
  async warm(): Promise<void> {
    await this.getEntry();
    this.getPageTemplate();
    this.getManifest();
  }

  async render(request: Request): Promise<SitePage> {
    const entry = await this.getEntry();
    const localAddress = request.socket.localAddress ?? '127.0.0.1';
    const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
    const apiUrl = `http://${host}:${request.socket.localPort}`;
    const url = new URL(request.originalUrl, this.publicUrl);
    const rendered = await entry.render(new globalThis.Request(url, { method: 'GET' }), { apiUrl, publicUrl: this.publicUrl });
    if (rendered === null) return { status: 200, html: this.fallbackPage(), cacheTags: null };
    if (rendered instanceof Response) {
      return { status: rendered.status, redirect: rendered.headers.get('Location') ?? '/' };
    }
    const { styles, scripts } = this.pageAssets(rendered.modules);
    // Inert until the page's first script (apps/site/src/boot.ts) moves them into the head, once the page's main picture is shown.
    const head = [rendered.head, `<template id="${PAGE_SCRIPTS_ELEMENT_ID}">${scripts.join('')}</template>`].join('\n    ');
    // The state is data the client entry reads (never script that runs), so a strict CSP allows it.
    const body = `${rendered.html}</div>\n    <script type="application/json" id="${APP_STATE_ELEMENT_ID}">${rendered.state}</script>`;
    const html = this.getPageTemplate()
      .replace(HEAD_SLOT, () => head)
      // The page's styles follow the layout's, which index.html holds, as they would in the browser.
      .replace('</head>', () => `${styles.join('')}\n  </head>`)
      .replace(`${BODY_SLOT}</div>`, () => body);
    return { status: rendered.status, html, cacheTags: rendered.cacheTags };
  }

  /**
   * The styles of the app (its layout) and of the page's own modules, so it shows styled before its script runs, and
   * every script it runs: the entry's, the app's and the page's own.
   */
  private pageAssets(modules: string[]): { styles: string[]; scripts: string[] } {
    const page = this.filesOf([ENTRY_MODULE, APP_MODULE, ...modules.map((module) => `src/app/routes/${module}.tsx`)]);
    // The entry's own styles are in index.html already.
    const entry = this.filesOf([ENTRY_MODULE]);
    return {
      styles: [...page.css].filter((file) => !entry.css.has(file)).map((file) => this.styleOf(file)),
      // At low priority: on a page without a main picture they start at once, and must not hold back its first paint.
      scripts: [...page.scripts].map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}" />`),
    };
  }

  /**
   * A built stylesheet written into the page, so no request stands before the first paint. A disabled
   * link (never fetched) names it, so the browser's script, which loads each module's styles unless
   * a link to them is in the page, does not load and apply them a second time.
   */
  private styleOf(file: string): string {
    let style = this.styles.get(file);
    if (style === undefined) {
      const css = readFileSync(join(this.siteDir, file), 'utf8');
      // A stylesheet that could close the element early stays a plain link.
      style = css.includes('</') ? `<link rel="stylesheet" href="/${file}" />` : `<link rel="stylesheet" href="/${file}" disabled /><style>${css}</style>`;
      this.styles.set(file, style);
    }
    return style;
  }

  /** The built scripts and stylesheets of source modules and of everything they import statically. */
  private filesOf(keys: string[]): { css: Set<string>; scripts: Set<string> } {
    const manifest = this.getManifest();
    const css = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.imports?.forEach(visit);
      // After the styles of what it imports, as in the browser's own order, so its rules win ties.
      chunk.css?.forEach((file) => css.add(file));
    };
    keys.forEach(visit);
    return { css, scripts };
  }

  private getEntry(): Promise<SiteServerEntry> {
    this.entry ??= import(pathToFileURL(this.entryPath()).href) as Promise<SiteServerEntry>;
    return this.entry;
  }

  private entryPath(): string {
    return join(this.siteDir, '.server', 'entry-server.mjs');
  }

  private getTemplate(): string {
    this.template ??= readFileSync(join(this.siteDir, 'index.html'), 'utf8');
    return this.template;
  }

  /**
   * index.html as a rendered page needs it. The page is whole without its scripts, so it paints first: the
   * layout's styles are written into the page (the page's own follow in its head), and its one script, written
   * in too, loads the rest once the page's main picture is shown (apps/site/src/boot.ts).
   */
  private getPageTemplate(): string {
    this.pageTemplate ??= this.getTemplate().replace(/<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_link, file: string) =>
      this.styleOf(file),
    );
    return this.pageTemplate;
  }

  private getManifest(): Record<string, ManifestChunk> {
    this.manifest ??= JSON.parse(readFileSync(join(this.siteDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    return this.manifest;
  }
}
