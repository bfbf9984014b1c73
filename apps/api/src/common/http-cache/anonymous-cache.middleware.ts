import type { INestApplication } from '@nestjs/common';
import type { Actor } from '@trailside/domain/users/user.rules';
import type { NextFunction, Request, Response } from 'express';
import { HttpCacheService } from './http-cache.service';
import type { CacheTag } from './cache-tags';
import { OwnPendingRowsService } from './own-pending-rows.service';

/** Who a request's Authorization header names, if that is known from memory alone; else undefined. */
export type KnownViewer = (authorization: string) => Actor | undefined;

/**
 * The headers every cached public response carries (the interceptor sets the same ones). `Cache-Tag` names
 * the kinds of content it shows, so what is built from it (the site's rendered pages) is kept under the same.
 */
export function setPublicCacheHeaders(response: Response, tags: readonly CacheTag[], etag?: string): void {
  response.setHeader('Cache-Control', 'no-cache');
  response.vary('Authorization');
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Tag', tags.join(','));
  if (etag) response.setHeader('ETag', etag);
}

/**
 * Answers anonymous GETs straight from the cache, before the body parsers, the ORM's request context,
 * Nest's router, guards and interceptors: a hit costs about half the CPU that way. Mount it after helmet
 * and CORS (their headers still apply) and before anything else. Only PublicCacheInterceptor puts entries
 * in the cache, and only for anonymous calls to routes whose access is public, which the guard lets
 * through anyway. A signed-in caller gets the kept copy here too when the route is sharedWithSignedIn and
 * `knownViewer` knows them from memory (a valid token, a kept account) and, on comments and testimonials,
 * OwnPendingRowsService knows from memory that they see the visitors' copy (the domain's viewBeyondPublic). A miss, any other signed-in
 * caller or any other method goes on to the route as usual.
 */
export function serveCachedAnonymousResponses(app: INestApplication, knownViewer?: KnownViewer): void {
  const cache = app.get(HttpCacheService);
  const ownPending = app.get(OwnPendingRowsService);
  /** A signed-in caller may have the kept copy when the route shares it and we know from memory they see the same. */
  const seesKeptCopy = (authorization: string, signedIn: { ownRowsOf?: string } | undefined): boolean => {
    if (!signedIn || !knownViewer) return false;
    const viewer = knownViewer(authorization);
    if (!viewer) return false;
    if (!signedIn.ownRowsOf) return true;
    return ownPending.knownSeesPublicView(signedIn.ownRowsOf, viewer) === true;
  };
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET') return next();
    const hit = cache.get(request.originalUrl);
    if (!hit) return next();
    const { authorization } = request.headers;
    if (authorization && !seesKeptCopy(authorization, hit.signedIn)) return next();
    setPublicCacheHeaders(response, hit.tags, hit.etag);
    response.setHeader('X-Cache', 'hit');
    // Express compares If-None-Match with the ETag just set.
    if (request.fresh) {
      response.statusCode = 304;
      response.removeHeader('Content-Type');
      response.end();
      return;
    }
    response.statusCode = 200;
    response.end(hit.bytes);
  });
}
