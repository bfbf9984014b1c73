import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { EntityName } from '@mikro-orm/core';
import { Reflector } from '@nestjs/core';
import type { Actor } from '@trailside/domain/users/user.rules';
import type { Request, Response } from 'express';
import { defer, lastValueFrom, map, type Observable, of, switchMap } from 'rxjs';
import { ACCESS_POLICY, type AccessPolicy } from '../access/access-policy';
import { setPublicCacheHeaders } from './anonymous-cache.middleware';
import { CacheInvalidationService } from './cache-invalidation.service';
import { HttpCacheService, strongEtag } from './http-cache.service';
import type { CacheTag } from './cache-tags';
import { type ModeratedTable, OwnPendingRowsService, tableName } from './own-pending-rows.service';

export const PUBLIC_CACHE_TAGS = 'trailside:public-cache-tags';
export const INVALIDATES_CACHE_TAGS = 'trailside:invalidates-cache-tags';
export const SHARED_WITH_SIGNED_IN = 'trailside:shared-with-signed-in';

/** Which signed-in callers may get the visitors' copy of a route (an @Endpoint's `sharedWithSignedIn`). */
export interface SignedInSharing {
  /** The moderated table whose pending rows a family sees besides the public ones; unset when nobody sees anything more. */
  ownRowsOf?: EntityName<ModeratedTable>;
}

/**
 * Serializes a public GET's result once, gives it a strong ETag, and lets Express answer 304 when the
 * caller's If-None-Match matches (res.send checks freshness against the ETag we set). Anonymous callers
 * (no Authorization header) share a per-URL copy of the serialized body. A signed-in caller gets that same
 * copy only on a route whose cache is sharedWithSignedIn and only when they would see exactly what a visitor sees
 * (OwnPendingRowsService, after the domain's viewBeyondPublic); otherwise their body is built for them,
 * still with an ETag. Anonymous hits are normally answered earlier by serveCachedAnonymousResponses; this
 * serves the rest (HEAD, signed-in callers).
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: HttpCacheService,
    private readonly ownPending: OwnPendingRowsService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next.handle();
    const tags = this.reflector.get<CacheTag[]>(PUBLIC_CACHE_TAGS, context.getHandler()) ?? [];
    // Only routes anyone may call share a copy: the middleware serves hits before the guard runs.
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [context.getHandler(), context.getClass()]);
    const anonymous = !request.headers.authorization && policy === 'public';
    const sharing = policy === 'public' ? this.reflector.get<SignedInSharing | undefined>(SHARED_WITH_SIGNED_IN, context.getHandler()) : undefined;
    const key = request.originalUrl;

    setPublicCacheHeaders(response, tags);

    if (anonymous) {
      const hit = this.cache.get(key);
      if (hit) return of(this.servedFromCache(response, hit.etag, hit.bytes));
      return this.build(next, response, tags, key, sharing);
    }
    const viewer = (request as Request & { user?: Actor }).user;
    if (!sharing || !viewer) return this.build(next, response, tags);
    return defer(() => this.seesPublicView(viewer, sharing, tags)).pipe(
      switchMap((same) => {
        const hit = same ? this.cache.get(key) : undefined;
        if (hit) return of(this.servedFromCache(response, hit.etag, hit.bytes));
        // Only a body nobody's identity shapes is kept: a family's could race their own new writing.
        return this.build(next, response, tags, same && !sharing.ownRowsOf ? key : undefined, sharing);
      }),
    );
  }

  /** Whether `viewer` sees exactly the visitors' copy of the route. */
  private async seesPublicView(viewer: Actor, sharing: SignedInSharing, tags: readonly CacheTag[]): Promise<boolean> {
    if (!sharing.ownRowsOf) return true;
    return this.ownPending.seesPublicView(sharing.ownRowsOf, tags, viewer);
  }

  /** The kept bytes as the text Nest sends as it is (a Buffer it would serialize as JSON). */
  private servedFromCache(response: Response, etag: string, bytes: Buffer): string {
    response.setHeader('ETag', etag);
    response.setHeader('X-Cache', 'hit');
    return bytes.toString();
  }

  /** Runs the route and serializes its result; with `shareAs`, keeps it as the visitors' copy for that URL. */
  private build(next: CallHandler, response: Response, tags: readonly CacheTag[], shareAs?: string, sharing?: SignedInSharing): Observable<string> {
    // What the early middleware needs to hand this copy to a signed-in caller too.
    const signedIn = sharing && { ownRowsOf: sharing.ownRowsOf && tableName(sharing.ownRowsOf) };
    const generations = this.cache.snapshot(tags);
    return next.handle().pipe(
      map((result: unknown) => {
        const body = JSON.stringify(result) ?? '';
        const etag = strongEtag(body);
        response.setHeader('ETag', etag);
        if (shareAs !== undefined) {
          this.cache.put(shareAs, tags, generations, { body, etag, signedIn });
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
