import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { defer, lastValueFrom, map, type Observable, of } from 'rxjs';
import { ACCESS_POLICY, type AccessPolicy } from '../access/access.decorator';
import { setPublicCacheHeaders } from './anonymous-cache.middleware';
import { CacheInvalidationService } from './cache-invalidation.service';
import { type CacheTag, HttpCacheService, strongEtag } from './http-cache.service';

export const PUBLIC_CACHE_TAGS = 'trailside:public-cache-tags';
export const INVALIDATES_CACHE_TAGS = 'trailside:invalidates-cache-tags';

/**
 * Serializes a public GET's result once, gives it a strong ETag, and lets Express answer 304 when the
 * caller's If-None-Match matches (res.send checks freshness against the ETag we set). Anonymous callers
 * (no Authorization header) share a per-URL copy of the serialized body; signed-in callers may see other
 * rows (their own pending testimonial), so they always get a freshly built body, still with an ETag.
 * Anonymous hits are normally answered earlier by serveCachedAnonymousResponses; this serves the rest (HEAD).
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: HttpCacheService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next.handle();
    const tags = this.reflector.get<CacheTag[]>(PUBLIC_CACHE_TAGS, context.getHandler()) ?? [];
    // Only routes anyone may call share a copy: the middleware serves hits before the guard runs.
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [context.getHandler(), context.getClass()]);
    const anonymous = !request.headers.authorization && policy === 'public';
    const key = request.originalUrl;

    setPublicCacheHeaders(response);

    if (anonymous) {
      const hit = this.cache.get(key);
      if (hit) {
        response.setHeader('ETag', hit.etag);
        response.setHeader('X-Cache', 'hit');
        return of(hit.body);
      }
    }
    const generations = this.cache.snapshot(tags);
    return next.handle().pipe(
      map((result: unknown) => {
        const body = JSON.stringify(result) ?? '';
        const etag = strongEtag(body);
        response.setHeader('ETag', etag);
        if (anonymous) {
          this.cache.put(key, tags, generations, { body, etag });
          response.setHeader('X-Cache', 'miss');
        }
        // A string goes through res.send as it is: no second serialization, and a 304 when fresh.
        return body;
      }),
    );
  }
}

/**
 * After a write (whether it succeeded or failed part-way), drops the cached responses of its tags on every
 * instance, before the response goes out, so the next anonymous read anywhere builds the list again.
 */
@Injectable()
export class InvalidateCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly invalidations: CacheInvalidationService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const tags = this.reflector.get<CacheTag[]>(INVALIDATES_CACHE_TAGS, context.getHandler()) ?? [];
    return defer(async () => {
      try {
        return await lastValueFrom(next.handle(), { defaultValue: undefined });
      } finally {
        await this.invalidations.invalidate(...tags);
      }
    });
  }
}
