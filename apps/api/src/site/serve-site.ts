import type { IncomingMessage, RequestListener, Server } from 'node:http';
import { join, sep } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_MESSAGES } from '@trailside/domain/api/api.messages';
import express from 'express';
import { ContentScheduleService } from '../common/http-cache/content-schedule.service';
import { HttpCacheService, strongEtag } from '../common/http-cache/http-cache.service';
import { serveUploads } from '../common/storage/serve-uploads';
import type { Config } from '../config/config';
import { SitePageCache } from './page-cache';
import type { SitePage, SiteRenderer } from './site-renderer';

const logger = new Logger('SiteRenderer');

/**
 * Addresses the API answers itself: its routes, uploaded pictures, short links (/s/:code) and the feeds
 * (FEED_ROUTES: /sitemap.xml, /robots.txt, /rss.xml, /events.ics, /events/:id.ics and /calendar/:audience.ics).
 */
const API_OR_UPLOADS = /^\/(api|uploads)(\/|$)|^\/s\/[^/]+$|^\/(sitemap\.xml|robots\.txt|rss\.xml|events\.ics)$|^\/(events|calendar)\/[^/]+\.ics$/;

/** Vite puts a content hash in every asset's name, so a name never changes content: browsers keep them for a year. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The path of a request's address, without its query. */
const pathOf = (request: IncomingMessage) => (request.url ?? '/').split('?', 1)[0] ?? '/';

/** Whether a request is for a page (any GET or HEAD the API, uploads and feeds do not answer). */
const isPageRequest = (request: IncomingMessage) => (request.method === 'GET' || request.method === 'HEAD') && !API_OR_UPLOADS.test(pathOf(request));

/**
 * Answers a kept page before Express sees the request: its middleware (CORS, helmet, compression, the body parser)
 * and router cost more than the answer itself, which carries the headers they gave the page when it was drawn.
 */
function answerKeptPagesFirst(app: NestExpressApplication, pages: SitePageCache): void {
  const server = app.getHttpServer() as Server;
  const expressApp = app.getHttpAdapter().getInstance() as RequestListener;
  server.removeListener('request', expressApp);
  server.on('request', (request, response) => {
    if (isPageRequest(request) && pages.serve(request, response)) return;
    expressApp(request, response);
  });
}

/**
 * Uploaded pictures on /uploads, the built site's files as they are, and every other page address
 * rendered on the server by the site's own router (including its 404 page), then hydrated. A rendered
 * page is kept (SitePageCache) until what it shows changes; a kept one is answered before Express sees the request.
 */
export function serveSite(app: NestExpressApplication, config: Config, renderer: SiteRenderer): void {
  serveUploads(app, config);
  const schedule = app.get(ContentScheduleService);
  const pages = new SitePageCache(app.get(HttpCacheService), schedule);
  answerKeptPagesFirst(app, pages);
  const assets = join(config.siteDir, 'assets') + sep;
  const siteFiles = express.static(config.siteDir, {
    index: false,
    setHeaders: (response, path) => {
      if (path.startsWith(assets)) response.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
      // The page names the current assets, so a browser asks again (a 304 on the same ETag) every time.
      else if (path.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
    },
  });
  // API calls never look in the site's folder: a file-system lookup per request was a quarter of an API call's CPU.
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) =>
    API_OR_UPLOADS.test(request.path) ? next() : siteFiles(request, response, next),
  );
  if (renderer.rendersOnServer) {
    renderer.warm().catch((error: unknown) => logger.error(`Could not load the site's server entry: ${error instanceof Error ? error.message : String(error)}`));
  }
  /**
   * The render of each address under way, with where invalidations stood when it began. Views of that address
   * arriving meanwhile wait for it instead of drawing the same page again (after a change, a popular page would
   * otherwise be drawn once per visitor until the first drawing is kept); a view after a write starts its own.
   */
  const rendering = new Map<string, { changes: number; page: Promise<SitePage> }>();
  app.use(async (request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (!isPageRequest(request)) return next();
    if (!renderer.built) {
      response.status(503).type('text/plain').send(API_MESSAGES.siteNotBuilt);
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (!renderer.rendersOnServer) {
      response.type('html').send(renderer.fallbackPage());
      return;
    }
    try {
      // Content whose time has come (a notice starting) is dropped before the page is drawn, not while.
      schedule.dropPassed();
      const changes = pages.changes;
      const key = request.originalUrl;
      const underWay = rendering.get(key);
      const shared = underWay?.changes === changes;
      const drawing = shared ? underWay : { changes, page: renderer.render(request) };
      if (!shared) rendering.set(key, drawing);
      let page: SitePage;
      try {
        // The drawing's own view awaited it first, so it resumes first: it has kept the page before a waiting view looks.
        page = await drawing.page;
      } finally {
        if (rendering.get(key) === drawing) rendering.delete(key);
      }
      if (shared && pages.serve(request, response)) return;
      if ('redirect' in page) {
        response.redirect(page.status, page.redirect);
        return;
      }
      if (page.cacheTags) response.setHeader('X-Cache', 'miss');
      // The same validator a kept copy will answer with, so a browser's next visit can be a 304.
      response.setHeader('ETag', strongEtag(page.html));
      response.status(page.status).type('html').send(page.html);
      if (!shared) pages.keep(key, page, changes, response.getHeaders());
    } catch (error) {
      // A page that cannot be rendered here is still served: the browser renders it by itself.
      logger.error(`Could not render ${request.path} on the server: ${error instanceof Error ? error.stack : String(error)}`);
      response.type('html').send(renderer.fallbackPage());
    }
  });
}
