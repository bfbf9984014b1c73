import { EntityManager, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { VisitsService } from '../admissions/visits/visits.service';
import { HttpCacheService } from '../common/http-cache/http-cache.service';
import { OffersService } from '../admissions/offers/offers.service';
import { CONFIG, type Config } from '../config/config';
import { NOTICES_TAG } from '../notices/notices.service';
import { BroadcastsService } from './broadcasts.service';
import { NotificationsService } from './notifications.service';

/** Writes after which something may be due at once: a post published, a notice posted, an item waiting. */
const WATCHED_TAGS = ['blogs', NOTICES_TAG, 'comments', 'testimonials', 'moderation'];
/** The longest a stop waits for the look under way. */
const SHUTDOWN_WAIT_MS = 5_000;

/**
 * Mail that is due by the clock rather than by a request: the weekly letter at its time, a notice at its start,
 * the staff's "items waiting", a visit's reminder the day before (claimed once per booking), the broadcasts a write
 * stored (a new post), and an offer of a place whose time to answer has passed (it lapses, and the family is told).
 * Every MAIL_CHECK_SECONDS (at most a minute, so a notice is mailed within a minute of its start), at once after a
 * write that may make something due,
 * and when a notice's start comes (ContentScheduleService drops the notices' cached answers then, which this hears).
 * Each instance looks on its own; the database decides which one sends (MailBroadcast's unique key, the hourly claim).
 */
@Injectable()
export class MailScheduleService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail schedule');
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly broadcasts: BroadcastsService,
    private readonly notifications: NotificationsService,
    private readonly offers: OffersService,
    private readonly cache: HttpCacheService,
    private readonly visits: VisitsService,
  ) {}

  /** Called once the database is migrated (createApp), as the outbox's start is. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.check(), this.config.mailCheckMs);
    this.timer.unref();
    this.stopListening = this.cache.onInvalidate((tags) => {
      if (!tags || tags.some((tag) => WATCHED_TAGS.includes(tag))) setImmediate(() => void this.check());
    });
    void this.check();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopListening?.();
    // The look under way ends first, unless the database it reads went away under it: it may then wait on the lost
    // connection for a minute, and a deploy must not. What it found is found again by the next instance.
    await Promise.race([this.running, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
  }

  /** Looks now (one look at a time; a call during a look makes it look once more). Resolves when the looking is done. */
  check(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await RequestContext.create(this.em, () => this.look(new Date())).catch((error: unknown) => this.logger.error(`Looking for mail due failed: ${String(error)}`));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async look(now: Date): Promise<void> {
    await this.broadcasts.sendDue(now);
    await this.notifications.mailItemsWaiting(now);
    await this.visits.queueReminders(now);
    await this.offers.lapseDue(now);
  }
}
