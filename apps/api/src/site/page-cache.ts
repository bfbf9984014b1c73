import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import type { ContentScheduleService } from '../common/http-cache/content-schedule.service';
import { type ContentCoding, HttpCacheService, strongEtag } from '../common/http-cache/http-cache.service';
import { isCacheTag } from '../common/http-cache/cache-tags';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * How long a rendered page is kept at most. A write drops the pages showing what it changed at once, on every
 * instance (they hear the API cache's invalidations); this only bounds staleness should an instance miss one.
 */
export const PAGE_TTL_MS = 60_000;

/** The codings a kept page is compressed into once, in the order they are offered to a browser. */
const CODINGS: ContentCoding[] = ['br', 'gzip'];

/** negotiator 1.x's encodings() also takes the server's order among codings a browser likes equally (its types, 0.6, do not). */
type PreferringNegotiator = { encodings(available: string[], options: { preferred: string[] }): string[] };

/** The coding to answer `request` in: the best it accepts, Brotli first among equals (browsers send "gzip, br"). */
function codingFor(request: IncomingMessage): ContentCoding | 'identity' {
  const [best] = (new Negotiator(request) as unknown as PreferringNegotiator).encodings([...CODINGS, 'identity'], { preferred: CODINGS });
  return (best as ContentCoding | 'identity' | undefined) ?? 'identity';
}

/** The quick copy a page is answered with while its smallest copies are being made: the compression middleware's levels, a few ms. */
const QUICKLY: Record<ContentCoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (bytes) => gzipSync(bytes),
};

/**
 * Headers of a rendered page's answer that belong to that one answer, not to the page: a kept page is answered with
 * the others as they were (the security headers, Vary, Content-Type), and these of its own. CORS's answer to the
 * first caller's Origin is that caller's alone: no other site reads a page through the visitor's browser.
 */
const PER_ANSWER_HEADERS = new Set([
  'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag', 'x-cache', 'set-cookie',
  'access-control-allow-origin', 'access-control-allow-credentials',
]);

/** A page as the renderer drew it, with the cache tags of every API answer it was drawn from (null: keep it not). */
export interface RenderedPageBody {
  status: number;
  html: string;
  cacheTags: string[] | null;
}

/**
 * The site's rendered pages for visitors, per address: a page is drawn once per change of what it shows, not
 * once per view. Every page a browser asks for is a visitor's (the session is in the browser's storage, never in
 * a cookie), so every view can be served from here. A page is kept under the cache tags of the API answers it
 * was drawn from and dropped whenever the API's own cache drops one of them (a write, on this instance or any
 * other), compressed once (Brotli and gzip) instead of on every view, and answered with a strong ETag.
 */
export class SitePageCache {
  private readonly pages = new HttpCacheService({ ttlMs: PAGE_TTL_MS, maxEntries: 200, maxBytes: 64 * 1024 * 1024 });
  /** The page being compressed now, if any: one at a time, so compression never crowds out the database's threads. */
  private compressing: string | null = null;
  /** Each kept page's quick copies (QUICKLY), made once per coding and used until its smallest are ready; gone with the page. */
  private readonly quickCopies = new WeakMap<object, Partial<Record<ContentCoding, Buffer>>>();

  /**
   * `api` is the API's response cache, whose every drop (a write here or on another instance, everything at once)
   * the pages follow; `schedule` knows when content changes by the clock (a notice starts, a flyer comes down), so
   * no page showing it is kept past that time.
   */
  constructor(api: HttpCacheService, schedule?: Pick<ContentScheduleService, 'nextChangeAt'>) {
    api.onInvalidate((tags) => (tags ? this.pages.invalidate(...tags) : this.pages.invalidateAll()));
    if (schedule) this.pages.limitExpiry((tags) => schedule.nextChangeAt(tags));
  }

  /** Where invalidations stand: take it before rendering a page and hand it to `keep`. */
  get changes(): number {
    return this.pages.changes;
  }

  /**
   * Answers `request` from a kept page; false when there is none. It takes Node's own request and response, so
   * the server can answer a kept page before Express and its middleware see the request (see serveSite).
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const key = request.url ?? '/';
    const page = this.pages.get(key);
    if (!page) return false;
    const status = page.status ?? 200;
    for (const [name, value] of Object.entries(page.headers ?? {})) response.setHeader(name, value);
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('ETag', page.etag);
    response.setHeader('X-Cache', 'hit');
    if (!/\baccept-encoding\b/i.test(String(response.getHeader('Vary') ?? ''))) response.appendHeader('Vary', 'Accept-Encoding');
    if (status === 200 && fresh(request.headers, { etag: page.etag })) {
      response.statusCode = 304;
      response.removeHeader('Content-Type');
      response.end();
      return true;
    }
    const coding = codingFor(request);
    const wanted = coding === 'identity' ? undefined : coding;
    if (!page.encoded) this.compress(key, page.bytes, page.etag).catch(() => undefined);
    // Until the smallest copies are ready (the first views), a copy compressed quickly, once, serves.
    const encoded = wanted && (page.encoded?.[wanted] ?? this.quickCopy(page, wanted));
    const body = encoded ?? page.bytes;
    if (wanted) response.setHeader('Content-Encoding', wanted);
    response.setHeader('Content-Length', body.length);
    response.statusCode = status;
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  /** `page` compressed quickly into `coding`, made on its first view in that coding. */
  private quickCopy(page: { bytes: Buffer }, coding: ContentCoding): Buffer {
    let copies = this.quickCopies.get(page);
    if (!copies) this.quickCopies.set(page, (copies = {}));
    return (copies[coding] ??= QUICKLY[coding](page.bytes));
  }

  /**
   * Keeps a page just rendered for `key`, with the `headers` its answer had, unless something was invalidated
   * since `changes` was taken (the render may have read rows a write has changed since) or the page cannot be
   * kept (an answer it was drawn from had no cache tags, or one this API never drops).
   */
  keep(key: string, page: RenderedPageBody, changes: number, headers: OutgoingHttpHeaders = {}): void {
    if (!page.cacheTags || (page.status !== 200 && page.status !== 404) || this.pages.changes !== changes) return;
    const tags = page.cacheTags.filter(isCacheTag);
    if (tags.length !== page.cacheTags.length) return;
    const pageHeaders: Record<string, number | string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined && !PER_ANSWER_HEADERS.has(name.toLowerCase())) pageHeaders[name] = value;
    this.pages.put(key, tags, this.pages.snapshot(tags), { body: page.html, etag: strongEtag(page.html), status: page.status, headers: pageHeaders });
  }

  /**
   * Compresses a kept page as small as Brotli and gzip go, once, when it is asked for again (an address seen
   * once is never compressed twice), one page at a time; until then a quick copy serves (QUICKLY).
   * Resolves when done (or at once when another page is being compressed).
   */
  async compress(key: string, html: Buffer, etag: string): Promise<void> {
    if (this.compressing !== null) return;
    this.compressing = key;
    try {
      const [br, gzip] = await Promise.all([
        brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
        gzipped(html, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      this.pages.addEncodings(key, etag, { br, gzip });
    } finally {
      this.compressing = null;
    }
  }
}
