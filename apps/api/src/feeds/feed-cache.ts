import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ContentScheduleService } from '../common/http-cache/content-schedule.service';
import { type CachedBytes, type ContentCoding, HttpCacheService, strongEtag } from '../common/http-cache/http-cache.service';
import type { CacheTag } from '../common/http-cache/cache-tags';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Feed readers, crawlers and calendar apps poll these; a few minutes old is fine, and a 304 is cheaper still. */
export const FEED_CACHE_CONTROL = 'public, max-age=300';

/**
 * How long a kept feed may be served at most. A write drops the feeds showing what it changed at once, on every
 * instance (they follow the API cache's drops), and content that changes by the clock drops them at its time; this
 * only bounds staleness should an instance miss a message.
 */
export const FEED_TTL_MS = 300_000;

/** What a feed's build gives: its text, and headers of its own (a download's file name). */
export interface BuiltFeed {
  body: string;
  headers?: Record<string, string>;
}

/**
 * The feeds (sitemap, RSS, calendars) as they were last built, per address, until what they show changes: each is
 * kept under the cache tags of its content, dropped when the API's cache drops one of them (a write here or on
 * another instance) and when ContentScheduleService's time for one comes (an event ends, a flyer goes up), and
 * compressed once (Brotli and gzip) for every later answer. A feed asked for while it is being built waits for that
 * build instead of starting its own, and a conditional request for a kept one is a 304 with nothing built.
 */
@Injectable()
export class FeedCache {
  private readonly kept = new HttpCacheService({ ttlMs: FEED_TTL_MS, maxEntries: 200, maxBytes: 32 * 1024 * 1024 });
  private readonly building = new Map<string, Promise<CachedBytes>>();
  /** The feed being compressed, if any: one at a time, so compression never crowds out the database's threads. */
  private compressing = false;

  constructor(api: HttpCacheService, schedule: ContentScheduleService) {
    api.onInvalidate((tags) => (tags ? this.kept.invalidate(...tags) : this.kept.invalidateAll()));
    this.kept.limitExpiry((tags) => schedule.nextChangeAt(tags));
  }

  /** Answers `request` with the feed kept for `key`, or builds it (once for everyone asking meanwhile) and keeps it. */
  async serve(request: Request, response: Response, feed: { key: string; type: string; tags: CacheTag[]; build: () => Promise<BuiltFeed> }): Promise<void> {
    let entry: CachedBytes | undefined = this.kept.get(feed.key);
    response.setHeader('X-Cache', entry ? 'hit' : 'miss');
    if (entry && !entry.encoded) this.compressLater(feed.key, entry);
    entry ??= await this.built(feed);
    for (const [name, value] of Object.entries(entry.headers ?? {})) response.setHeader(name, value);
    response.setHeader('Content-Type', feed.type);
    response.setHeader('Cache-Control', FEED_CACHE_CONTROL);
    response.setHeader('ETag', entry.etag);
    response.vary('Accept-Encoding');
    if (request.fresh) {
      response.status(304).end();
      return;
    }
    const coding = request.acceptsEncodings('br', 'gzip');
    const encoded = coding ? entry.encoded?.[coding as ContentCoding] : undefined;
    if (!encoded) {
      // The compression middleware compresses this answer on its way; later ones get the copies made once.
      response.send(entry.bytes);
      return;
    }
    response.setHeader('Content-Encoding', coding as ContentCoding);
    response.setHeader('Content-Length', encoded.length);
    response.end(request.method === 'HEAD' ? undefined : encoded);
  }

  private built(feed: { key: string; tags: CacheTag[]; build: () => Promise<BuiltFeed> }): Promise<CachedBytes> {
    let building = this.building.get(feed.key);
    if (!building) {
      const generations = this.kept.snapshot(feed.tags);
      building = feed
        .build()
        .then(({ body, headers }) => {
          const etag = strongEtag(body);
          // Not kept when a write touched its content meanwhile (the next request builds it again).
          this.kept.put(feed.key, feed.tags, generations, { body, etag, headers });
          const entry: CachedBytes = { bytes: Buffer.from(body), etag, headers, tags: feed.tags };
          this.compressLater(feed.key, entry);
          return entry;
        })
        .finally(() => this.building.delete(feed.key));
      this.building.set(feed.key, building);
    }
    return building;
  }

  /** Compresses a kept feed when it can; a feed that fails to is served as the middleware compresses it, as before. */
  private compressLater(key: string, entry: CachedBytes): void {
    this.compress(key, entry).catch(() => undefined);
  }

  /** Compresses a kept feed as small as is quick (Brotli 6, gzip 9), off the event loop, one feed at a time. */
  private async compress(key: string, { bytes, etag }: CachedBytes): Promise<void> {
    if (this.compressing || bytes.length < 1024) return;
    this.compressing = true;
    try {
      // One after the other: each holds one of libuv's four threads, which the database's queries need too.
      const br = await brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
      const gzip = await gzipped(bytes, { level: constants.Z_BEST_COMPRESSION });
      this.kept.addEncodings(key, etag, { br, gzip });
    } finally {
      this.compressing = false;
    }
  }
}
