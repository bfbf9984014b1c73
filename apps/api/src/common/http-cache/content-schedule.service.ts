import { type EntityManager, MikroORM } from '@mikro-orm/core';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { HttpCacheService } from './http-cache.service';
import type { CacheTag } from './cache-tags';

/** Works out, from the database, the next moment after `now` when an area's public content changes by itself. */
export type NextChange = (em: EntityManager, now: Date) => Promise<Date | null>;

/** setTimeout's longest delay (about 24.8 days); a later change is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** How long to wait before asking an area again when its question failed (the database was away). */
const RETRY_MS = 1_000;

interface AreaState {
  nextChange: NextChange;
  /** The next change in ms since the epoch; null when none is coming; undefined while being worked out. */
  at: number | null | undefined;
  /** Moved on by every new question, so only the latest answer counts. */
  question: number;
  /** Settles when the latest question has been answered (or has failed). */
  answered: Promise<void>;
  timer?: NodeJS.Timeout;
}

/**
 * Content that changes at a time rather than on a write: a notice appears at its start and goes at its end,
 * a flyer goes up at its launch and comes down at its event. An area registers its cache tag with a function
 * that finds its next such time; each instance then
 *
 * - keeps no cached answer of that tag past that time (`nextChangeAt`, which HttpCacheService asks when it
 *   keeps a body), and
 * - drops the tag's kept answers when the time comes (a timer, or the first request that notices the time has
 *   passed), which every `HttpCacheService.onInvalidate` listener hears too (e.g. a cache of rendered pages).
 *
 * The clock is shared, so no instance needs telling: each works the times out from the shared database. The
 * time is worked out again whenever the tag is dropped (a write here, another instance's write, or the time
 * itself passing); until it is known, nothing of that tag is kept.
 */
@Injectable()
export class ContentScheduleService implements OnApplicationShutdown {
  private readonly logger = new Logger('ContentSchedule');
  private readonly areas = new Map<CacheTag, AreaState>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly cache: HttpCacheService,
    private readonly orm: MikroORM,
  ) {
    cache.limitExpiry((tags) => this.nextChangeAt(tags));
    cache.onInvalidate((tags) => {
      for (const tag of tags ?? [...this.areas.keys()]) if (this.areas.has(tag)) this.refresh(tag);
    });
  }

  /** Called by an area (in its service's constructor or onModuleInit): `tag`'s content also changes at the times `nextChange` finds. */
  register(tag: CacheTag, nextChange: NextChange): void {
    this.areas.set(tag, { nextChange, at: undefined, question: 0, answered: Promise.resolve() });
    if (this.started) this.refresh(tag);
  }

  /** Starts working out the times, once the database is migrated (createApp calls it, as it starts the outbox). */
  start(): void {
    this.started = true;
    for (const tag of this.areas.keys()) this.refresh(tag);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const area of this.areas.values()) clearTimeout(area.timer);
  }

  /**
   * The earliest time (ms since the epoch) when the content of any of `tags` changes by itself; null when none
   * will. A cache may keep an answer showing those tags until then, and no longer. While a tag's time is being
   * worked out (just after a write) it is now, so nothing is kept. A time found to have passed drops the tag.
   */
  nextChangeAt(tags: readonly CacheTag[]): number | null {
    const now = Date.now();
    let earliest: number | null = null;
    for (const tag of tags) {
      const area = this.areas.get(tag);
      if (!area) continue;
      if (area.at === undefined) return now;
      if (area.at === null) continue;
      if (area.at <= now) {
        this.changed(tag);
        return now;
      }
      earliest = earliest === null ? area.at : Math.min(earliest, area.at);
    }
    return earliest;
  }

  /**
   * Settles once the next change of each of `tags` is known again after a drop (or could not be found out). A
   * write's response waits for it (CacheInvalidationService), so an answer cached right after the write already
   * knows when it must go.
   */
  async settled(tags: readonly CacheTag[]): Promise<void> {
    await Promise.all(tags.map((tag) => this.areas.get(tag)?.answered));
  }

  /**
   * Drops now every tag whose time has come, before a page that shows them is drawn (the site's renderer), so
   * the page is drawn from the content as it is from that time, and can be kept.
   */
  dropPassed(): void {
    const now = Date.now();
    for (const [tag, area] of this.areas) if (area.at !== undefined && area.at !== null && area.at <= now) this.changed(tag);
  }

  /** The time came: drop the tag's copies everywhere on this instance (its listeners too), which asks again. */
  private changed(tag: CacheTag): void {
    this.cache.invalidate(tag);
  }

  private refresh(tag: CacheTag): void {
    const area = this.areas.get(tag);
    if (!area || this.stopped) return;
    clearTimeout(area.timer);
    area.at = undefined;
    const question = ++area.question;
    area.answered = area
      .nextChange(this.orm.em.fork(), new Date())
      .then((next) => {
        if (area.question !== question || this.stopped) return;
        area.at = next ? next.getTime() : null;
        this.wait(tag, area);
      })
      .catch((error: unknown) => {
        if (area.question !== question || this.stopped) return;
        this.logger.warn(`Could not work out when ${tag} next changes (${(error as Error).message}); asking again shortly.`);
        area.timer = setTimeout(() => this.refresh(tag), RETRY_MS);
        area.timer.unref();
      });
  }

  private wait(tag: CacheTag, area: AreaState): void {
    if (area.at === null || area.at === undefined) return;
    const delay = area.at - Date.now();
    area.timer = setTimeout(
      () => {
        if (area.at !== null && area.at !== undefined && area.at <= Date.now()) this.changed(tag);
        else this.wait(tag, area);
      },
      Math.min(Math.max(delay, 0), MAX_TIMER_MS),
    );
    area.timer.unref();
  }
}
