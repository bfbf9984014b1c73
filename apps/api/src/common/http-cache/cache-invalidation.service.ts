import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { CONFIG, type Config } from '../../config/config';
import { POSTGRES_APPLICATION_NAME } from '../../database/orm-options';
import { ContentScheduleService } from './content-schedule.service';
import { HttpCacheService } from './http-cache.service';
import type { CacheTag } from './cache-tags';

/** The one PostgreSQL channel the instances tell each other on (see CacheMessage). */
export const CACHE_INVALIDATION_CHANNEL = 'trailside_cache_invalidation';

/** How each instance's listening connection shows in pg_stat_activity, so a writer can count the others. */
export const CACHE_LISTENER_NAME = `${POSTGRES_APPLICATION_NAME}-cache`;

/** How long a write waits for the other instances to confirm before it answers anyway. */
const ACK_TIMEOUT_MS = 2_000;

/** How long to wait before connecting the listener again after it lost the database. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * What goes over the channel: the cache areas a write changed (`drop`, with an id naming the sender and the
 * write), and each other instance's confirmation that it dropped them (`done`, the same id).
 */
type CacheMessage = { drop: CacheTag[]; id: string } | { done: string };

/**
 * Tells every API instance that a write changed some cached areas (each then also works out when that content
 * next changes by the clock, ContentScheduleService, before it confirms). On SQLite there is one instance, and only
 * its own cache is dropped. On PostgreSQL each instance keeps one connection that LISTENs on one channel: a
 * write drops its tags here, NOTIFYs them, and its response waits until every other listening instance has
 * confirmed it dropped them too (at most ACK_TIMEOUT_MS), so a read anywhere after the write's response never
 * gets a stale copy. An instance whose listener lost the database drops its whole cache when it is back, as it
 * may have missed messages meanwhile (and each kept body expires after a few seconds anyway).
 */
@Injectable()
export class CacheInvalidationService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('CacheInvalidation');
  private readonly instance = randomUUID();
  private sequence = 0;
  /** Writes waiting for confirmations, by id: each confirmation calls its function. */
  private readonly waiting = new Map<string, () => void>();
  private client: Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly cache: HttpCacheService,
    private readonly orm: MikroORM,
    private readonly schedule: ContentScheduleService,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.databaseUrl) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /**
   * Drops the cached responses of `tags` here and on every other instance, resolving once they all confirmed.
   * Call it when a write ends (InvalidatesCache does).
   */
  async invalidate(...tags: CacheTag[]): Promise<void> {
    this.cache.invalidate(...tags);
    // Content that also changes by the clock (notices, flyers) knows its next change again before the write answers.
    await this.schedule.settled(tags);
    if (!this.client || tags.length === 0) return;
    const id = `${this.instance}/${++this.sequence}`;
    try {
      const [{ others }] = await this.orm.em
        .getConnection()
        .execute<{ others: number }[]>(
          'select count(*)::int - 1 as others from pg_stat_activity where datname = current_database() and application_name = ?',
          [CACHE_LISTENER_NAME],
        );
      const confirmed = this.confirmations(id, others);
      await this.send({ drop: tags, id });
      await confirmed;
    } catch (error) {
      // The write itself is done; the other instances' copies expire within the cache's TTL.
      this.logger.warn(`Could not tell the other instances to drop ${tags.join(', ')}: ${(error as Error).message}`);
    }
  }

  /** Resolves when `count` other instances confirmed write `id`, or when ACK_TIMEOUT_MS passed. */
  private confirmations(id: string, count: number): Promise<void> {
    if (count <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      let left = count;
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve();
      };
      const timer = setTimeout(() => {
        this.logger.warn(`${left} other instance(s) did not confirm a cache invalidation within ${ACK_TIMEOUT_MS} ms.`);
        done();
      }, ACK_TIMEOUT_MS);
      this.waiting.set(id, () => {
        left -= 1;
        if (left === 0) done();
      });
    });
  }

  private receive(notification: Notification): void {
    if (notification.channel !== CACHE_INVALIDATION_CHANNEL || !notification.payload) return;
    const message = JSON.parse(notification.payload) as CacheMessage;
    if ('done' in message) {
      this.waiting.get(message.done)?.();
      return;
    }
    if (message.id.startsWith(`${this.instance}/`)) return;
    this.cache.invalidate(...message.drop);
    this.schedule
      .settled(message.drop)
      .then(() => this.send({ done: message.id }))
      .catch(() => undefined);
  }

  /** NOTIFY goes through the ORM's connections; the listening one only listens. */
  private async send(message: CacheMessage): Promise<void> {
    await this.orm.em.getConnection().execute('select pg_notify(?, ?)', [CACHE_INVALIDATION_CHANNEL, JSON.stringify(message)]);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: CACHE_LISTENER_NAME });
    client.on('notification', (message) => this.receive(message));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${CACHE_INVALIDATION_CHANNEL}`);
    this.client = client;
  }

  private lost(client: Client, error?: Error): void {
    if (this.client !== client || this.stopped) return;
    this.client = undefined;
    this.logger.warn(`Lost the database link that carries cache invalidations${error ? ` (${error.message})` : ''}; reconnecting.`);
    client.end().catch(() => undefined);
    this.cache.invalidateAll();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.reconnectTimer = setTimeout(() => {
      if (this.stopped) return;
      this.listen()
        .then(() => {
          // Whatever was kept while we were away may be stale.
          this.cache.invalidateAll();
          this.logger.log('Cache invalidations are flowing again.');
        })
        .catch(() => this.scheduleReconnect());
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}
