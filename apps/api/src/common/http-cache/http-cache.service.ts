import { createHash } from 'node:crypto';
import type { CacheTag } from './cache-tags';

export interface HttpCacheOptions {
  /** How many responses are kept at most; the least recently used goes first. */
  maxEntries: number;
  /** How many bytes of bodies are kept at most, all entries together; a bigger single body is not kept. */
  maxBytes: number;
  /**
   * How long a kept response may be served. Writes drop their tags at once, on every instance when they share
   * a PostgreSQL database (CacheInvalidationService); the TTL bounds staleness should that link fail.
   */
  ttlMs: number;
  /** The clock, replaceable in tests. */
  now: () => number;
}

export const DEFAULT_HTTP_CACHE_OPTIONS: HttpCacheOptions = { maxEntries: 500, maxBytes: 32 * 1024 * 1024, ttlMs: 5_000, now: () => Date.now() };

/** A content coding a kept body may also be held in, compressed once instead of on every hit. */
export type ContentCoding = 'br' | 'gzip';

/** One response, serialized once, with the strong ETag of exactly those bytes. */
export interface CachedBody {
  body: string;
  etag: string;
  /** The answer's status when it is not 200 (a rendered 404 page). */
  status?: number;
  /** The headers the first answer had besides its own (a rendered page's security headers, Vary). */
  headers?: Readonly<Record<string, number | string | string[]>>;
  /** The body already compressed, by content coding (the site's rendered pages). */
  encoded?: Partial<Record<ContentCoding, Buffer>>;
  /**
   * Set when signed-in callers may get this copy too (`sharedWithSignedIn`): everyone, or, with `ownRowsOf`
   * (a table's entity name), callers who are not admins and have nothing awaiting approval there.
   */
  signedIn?: { ownRowsOf?: string };
}

/**
 * A kept body as its bytes alone: the text is not kept beside them (a page's HTML with one curly quote is held by V8
 * in two bytes a character, twice its bytes again, and counted in no limit).
 */
export interface CachedBytes extends Omit<CachedBody, 'body'> {
  /** The body encoded once, so a hit writes it without converting again. */
  bytes: Buffer;
  tags: readonly CacheTag[];
}

interface Entry extends CachedBytes {
  tags: readonly CacheTag[];
  generations: number[];
  expiresAt: number;
}

/** The bytes one kept body holds, in every coding. */
const sizeOf = (bytes: Buffer, { encoded }: Pick<CachedBody, 'encoded'>) =>
  bytes.length + Object.values(encoded ?? {}).reduce((sum, buffer) => sum + buffer.length, 0);

/** The strong ETag of a serialized body: a hash of its bytes, so equal bodies always get equal tags. */
export function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Serialized bodies of public GET responses for anonymous callers, per URL, in this process's memory.
 * Every write drops its tags here at once (by moving the tag's generation on), on this instance and, through
 * CacheInvalidationService, on every other instance of the same database; entries also expire after a few
 * seconds, in case an instance missed a message.
 */
export class HttpCacheService {
  private readonly options: HttpCacheOptions;
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<CacheTag, number>();
  /** Moved on by invalidateAll: a snapshot taken before it is never current again. */
  private epoch = 0;
  private bytes = 0;
  /** Moved on by every invalidation, whatever its tags (see `changes`). */
  private invalidations = 0;
  private readonly listeners = new Set<(tags: readonly CacheTag[] | null) => void>();
  /** When the content of some tags next changes by the clock alone (ContentScheduleService), in ms; null: no such time. */
  private changesAt: (tags: readonly CacheTag[]) => number | null = () => null;

  /** The application makes one with the defaults (CommonModule); tests pass their own limits and clock. */
  constructor(options: Partial<HttpCacheOptions> = {}) {
    this.options = { ...DEFAULT_HTTP_CACHE_OPTIONS, ...options };
  }

  /** Where the tags stand now; take it before reading the data, hand it back to `put`. */
  snapshot(tags: readonly CacheTag[]): number[] {
    return [this.epoch, ...tags.map((tag) => this.generations.get(tag) ?? 0)];
  }

  /** The kept body for `key`, if no write touched its tags since and it has not expired. */
  get(key: string): CachedBytes | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.options.now() || !this.isCurrent(entry.tags, entry.generations)) {
      this.drop(key);
      return undefined;
    }
    // Most recently used goes to the end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps `body` for `key` unless a write to one of its tags happened after `generations` was taken
   * (a read that raced a write must not put the old rows back).
   */
  put(key: string, tags: readonly CacheTag[], generations: number[], cached: CachedBody): void {
    // First: asking may find that a change time has just passed, which drops the tags (and so this body).
    const changesAt = this.changesAt(tags);
    if (!this.isCurrent(tags, generations)) return;
    const now = this.options.now();
    const expiresAt = Math.min(now + this.options.ttlMs, changesAt ?? Number.POSITIVE_INFINITY);
    if (expiresAt <= now) return;
    const { body, ...kept } = cached;
    const bytes = Buffer.from(body);
    const size = sizeOf(bytes, kept);
    this.drop(key);
    if (size > this.options.maxBytes) return;
    this.entries.set(key, { ...kept, bytes, tags, generations, expiresAt });
    this.bytes += size;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      this.drop(this.entries.keys().next().value as string);
    }
  }

  /**
   * Adds the compressed codings of a kept body, computed after it was kept, if the body kept for `key` is
   * still the one with `etag`.
   */
  addEncodings(key: string, etag: string, encoded: Partial<Record<ContentCoding, Buffer>>): void {
    const entry = this.entries.get(key);
    if (!entry || entry.etag !== etag) return;
    const before = sizeOf(entry.bytes, entry);
    entry.encoded = { ...entry.encoded, ...encoded };
    this.bytes += sizeOf(entry.bytes, entry) - before;
    while (this.bytes > this.options.maxBytes) this.drop(this.entries.keys().next().value as string);
  }

  /**
   * Drops every kept response showing any of `tags` on this instance. Writes go through
   * CacheInvalidationService, which calls this here and on every other instance.
   */
  invalidate(...tags: CacheTag[]): void {
    for (const tag of tags) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    this.invalidations += 1;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.drop(key);
    }
    if (tags.length) this.tell(tags);
  }

  /**
   * Calls `listener` on every drop on this instance, whatever caused it: a write here, another instance's
   * write, a time when content changes by itself (ContentScheduleService), or everything (null). Another cache
   * keyed by the same tags (rendered pages, say) drops its copies here too. Returns a function that stops it.
   */
  onInvalidate(listener: (tags: readonly CacheTag[] | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Where kept bodies learn when their content changes by the clock: no body is kept past that time. */
  limitExpiry(changesAt: (tags: readonly CacheTag[]) => number | null): void {
    this.changesAt = changesAt;
  }

  private tell(tags: readonly CacheTag[] | null): void {
    for (const listener of this.listeners) listener(tags);
  }

  /**
   * Drops every kept response, and any being built now, whatever its tags: for when this instance may have
   * missed another instance's invalidations (its link to them was down).
   */
  invalidateAll(): void {
    this.epoch += 1;
    this.invalidations += 1;
    this.entries.clear();
    this.bytes = 0;
    this.tell(null);
  }

  /**
   * A count moved on by every invalidation, whatever its tags: a body built from reads whose tags were not
   * known in advance (a rendered page) is kept only if it has not moved since the first read began.
   */
  get changes(): number {
    return this.invalidations;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes of all kept bodies together. */
  get byteSize(): number {
    return this.bytes;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry.bytes, entry);
  }

  /** Whether no write touched `tags` (and nothing dropped everything) since `generations` was taken with snapshot(tags). */
  isCurrent(tags: readonly CacheTag[], [epoch, ...generations]: number[]): boolean {
    return epoch === this.epoch && tags.every((tag, index) => (this.generations.get(tag) ?? 0) === generations[index]);
  }
}
