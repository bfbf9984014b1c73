import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiExtension, ApiHeader, ApiResponse } from '@nestjs/swagger';
import { INVALIDATES_CACHE_TAGS, InvalidateCacheInterceptor, PUBLIC_CACHE_TAGS, PublicCacheInterceptor } from './http-cache.interceptors';
import type { CacheTag } from './http-cache.service';

/**
 * On a public GET handler: a strong ETag on every response (304 on a matching If-None-Match),
 * `Cache-Control: no-cache` and `Vary: Authorization`, and for anonymous callers the serialized body
 * kept in memory per URL until a write to one of `tags` (see InvalidatesCache) or 5 seconds pass.
 * Give every tag whose rows the response shows, e.g. `@PublicCache('blogs', 'users')` if it shows authors.
 * On a route that is not public (the staff console's moderation summary) it gives the ETag and 304 only:
 * nothing is kept or shared, since the middleware serves kept bodies to anonymous callers.
 *
 * @example
 *   @Get() @Access('public') @PublicCache('blogs') list() { ... }
 *   @Post() @Access('admin') @InvalidatesCache('blogs') create() { ... }
 */
export function PublicCache(...tags: [CacheTag, ...CacheTag[]]) {
  return applyDecorators(
    SetMetadata(PUBLIC_CACHE_TAGS, tags),
    UseInterceptors(PublicCacheInterceptor),
    ApiExtension('x-cache-tags', tags),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy you hold; 304 if it is still current.' }),
    ApiResponse({ status: 304, description: 'Not modified: the copy with that ETag is still current (no body).' }),
  );
}

/** On a write handler (POST, PUT, PATCH, DELETE): drops the cached public responses of `tags` when it ends. */
export function InvalidatesCache(...tags: [CacheTag, ...CacheTag[]]) {
  return applyDecorators(
    SetMetadata(INVALIDATES_CACHE_TAGS, tags),
    UseInterceptors(InvalidateCacheInterceptor),
    ApiExtension('x-invalidates-cache', tags),
  );
}
