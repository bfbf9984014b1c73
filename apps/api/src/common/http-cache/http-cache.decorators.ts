import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiExtension, ApiHeader, ApiResponse } from '@nestjs/swagger';
import {
  INVALIDATES_CACHE_TAGS,
  InvalidateCacheInterceptor,
  PUBLIC_CACHE_TAGS,
  PublicCacheInterceptor,
  SHARED_WITH_SIGNED_IN,
  type SignedInSharing,
} from './http-cache.interceptors';
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

/**
 * Beside PublicCache on a public route: signed-in callers get the visitors' kept copy too, instead of a body
 * built for them, whenever they would see exactly what a visitor sees. With no table the route shows the same
 * to everyone (it never reads the caller). With `ownRowsOf` (comments, testimonials) admins always get theirs
 * built, and so does a family while something of theirs in that table awaits approval.
 *
 * @example
 *   @Get() @Access('public') @PublicCache('testimonials') @SharedWithSignedIn({ ownRowsOf: TestimonialRecord })
 */
export function SharedWithSignedIn(sharing: SignedInSharing = {}) {
  return applyDecorators(
    SetMetadata(SHARED_WITH_SIGNED_IN, sharing),
    ApiExtension('x-shared-with-signed-in', sharing.ownRowsOf ? 'unless the caller is an admin or has writing awaiting approval here' : 'always'),
  );
}
