import type { HttpCacheService } from './http-cache.service';
import type { CacheTag } from './cache-tags';

interface Kept<T> {
  value: T;
  tags: readonly CacheTag[];
  generations: number[];
  expiresAt: number;
}

/**
 * Small facts about one signed-in person (their account, whether they have writing awaiting approval), kept
 * in memory for a few seconds, per key. Each is dropped as soon as a write moves one of its tags on (the same
 * generations HttpCacheService keeps, so writes on other instances drop them too), and a read that raced a
 * write never keeps its older answer. At most `maxEntries`, the oldest going first.
 */
export class ViewerCache<T> {
  private readonly entries = new Map<string, Kept<T>>();

  constructor(
    private readonly cache: HttpCacheService,
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  /** The kept value for `key` if there is a current one, without loading anything. */
  peek(key: string): T | undefined {
    const kept = this.entries.get(key);
    if (!kept || kept.expiresAt <= (this.options.now ?? Date.now)() || !this.cache.isCurrent(kept.tags, kept.generations)) return undefined;
    return kept.value;
  }

  /** The kept value for `key`, or `load()`'s answer, kept unless a write to `tags` happened while it loaded. */
  async get(key: string, tags: readonly CacheTag[], load: () => Promise<T>): Promise<T> {
    const now = (this.options.now ?? Date.now)();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now && this.cache.isCurrent(kept.tags, kept.generations)) return kept.value;
    this.entries.delete(key);
    const generations = this.cache.snapshot(tags);
    const value = await load();
    if (this.cache.isCurrent(tags, generations)) {
      this.entries.set(key, { value, tags, generations, expiresAt: now + this.options.ttlMs });
      if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }
}
