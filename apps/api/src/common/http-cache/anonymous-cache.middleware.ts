import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { HttpCacheService } from './http-cache.service';

/** The headers every cached public response carries (the interceptor sets the same ones). */
export function setPublicCacheHeaders(response: Response, etag?: string): void {
  response.setHeader('Cache-Control', 'no-cache');
  response.vary('Authorization');
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (etag) response.setHeader('ETag', etag);
}

/**
 * Answers anonymous GETs straight from the cache, before the body parsers, the ORM's request context,
 * Nest's router, guards and interceptors: a hit costs about half the CPU that way. Mount it after helmet
 * and CORS (their headers still apply) and before anything else. Only PublicCacheInterceptor puts entries
 * in the cache, and only for anonymous calls to routes declared @Access('public'), which the guard lets
 * through anyway; a miss, a signed-in caller or any other method goes on to the route as usual.
 */
export function serveCachedAnonymousResponses(app: INestApplication): void {
  const cache = app.get(HttpCacheService);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.headers.authorization) return next();
    const hit = cache.get(request.originalUrl);
    if (!hit) return next();
    setPublicCacheHeaders(response, hit.etag);
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
