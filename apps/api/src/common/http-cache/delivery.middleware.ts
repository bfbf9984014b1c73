import type { INestApplication } from '@nestjs/common';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** Bodies smaller than this go as they are: compressing them saves less than the header costs. */
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Brotli or gzip, whichever the browser prefers, for every compressible type (HTML, JS, CSS, JSON, XML, SVG,
 * calendars); pictures are already compressed and go as they are. Mount it before anything that writes bodies.
 */
export function compressResponses(app: INestApplication): void {
  app.use(compression({ threshold: COMPRESS_ABOVE_BYTES }));
}

/**
 * What browsers and proxies may keep of an API answer when the route says nothing itself: a read is the
 * caller's own (`private`) and checked again each time against its ETag (Express gives every body one); a
 * write is never kept. Public lists set their own headers (PublicCache), as do the feeds and uploads.
 */
export function defaultApiCacheControl(app: INestApplication): void {
  app.use('/api', (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Cache-Control', request.method === 'GET' || request.method === 'HEAD' ? 'private, no-cache' : 'no-store');
    next();
  });
}
