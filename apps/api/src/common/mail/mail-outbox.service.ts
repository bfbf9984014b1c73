import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '../../config/config';
import { type Mail, MailService } from './mail.service';
import { type OutboxKind, OutboxMail } from './outbox-mail.entity';

/**
 * Builds a waiting mail when it is tried; null when there is nothing to send (the record is gone, or a reset was
 * asked for an address with no account): the row is then marked done like a sent one, so it counts alike.
 */
export interface OutboxHandler {
  compose: (item: OutboxMail, em: EntityManager) => Promise<{ mail: Mail; unsent?: () => Promise<void> } | null>;
  /** Records that the mail went out (e.g. the enquiry's `mailed`). */
  sent?: (item: OutboxMail, em: EntityManager) => Promise<void>;
}

/** What one try came to: `busy` when another try has the mail at this moment. */
type Outcome = 'sent' | 'failed' | 'busy';

/** How many waiting mails one round tries, oldest due first. */
const BATCH = 20;
/** A sent mail's row is kept this long (what went out when), then removed. */
const KEEP_SENT_DAYS = 30;

/**
 * The mail outbox: every mail the API owes is a row first, then tried at once; one that fails waits and is tried
 * again by a timer, first after MAIL_RETRY_SECONDS, then twice as long each time up to MAIL_RETRY_MAX_SECONDS,
 * and once more when the API starts. Each try claims its row by a conditional update, so several API instances
 * on one database never send the same mail twice at the same time.
 */
@Injectable()
export class MailOutboxService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail outbox');
  private readonly handlers = new Map<OutboxKind, OutboxHandler>();
  /** Mails this process is trying right now (a slow server may take longer than a retry interval). */
  private readonly inFlight = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  /** Tries started by sendSoon, awaited at shutdown so none outlives the database. */
  private readonly soon = new Set<Promise<unknown>>();
  private stopped = false;
  /** Whether the last try to reach the mail server failed: what an answer may say before it tries. */
  private lastTryFailed = false;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly mail: MailService,
  ) {}

  register(kind: OutboxKind, handler: OutboxHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Called once the database is migrated: tries what waited while the API was down, then keeps looking. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.retryDue(), this.config.mailRetry.firstSeconds * 1000);
    this.timer.unref();
    void this.retryDue(true);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.settled();
  }

  /** Resolves once every try started so far (a retry round, the sends after an answer) has come to its end. */
  async settled(): Promise<void> {
    await Promise.all([this.round, ...this.soon]);
  }

  /** Adds a mail to `em`'s unit of work: it is stored by the caller's flush, together with what it is about. */
  add(em: EntityManager, fields: ConstructorParameters<typeof OutboxMail>[0]): OutboxMail {
    const item = new OutboxMail(fields);
    em.persist(item);
    return item;
  }

  /**
   * One try now; true when the mail server took the mail. A failed try leaves it waiting for the timer. If a retry
   * round here has it at this moment (the one at start picks up a mail stored meanwhile), that round's try is
   * this mail's answer; if another instance has it, the answer follows the mail server's last known state.
   */
  async tryNow(id: string): Promise<boolean> {
    const em = this.em.fork();
    const item = await em.findOne(OutboxMail, { id, sentAt: null });
    if (!item) return false;
    const outcome = await this.attempt(em, item);
    if (outcome !== 'busy') return outcome === 'sent';
    if (!this.round) return !this.lastTryFailed;
    await this.round;
    return (await this.em.fork().count(OutboxMail, { id, sentAt: { $ne: null } })) === 1;
  }

  /**
   * One try right after the caller's answer has gone, without keeping the caller waiting (a reset request answers
   * at once, whatever the mail server does); a failure waits for the timer as usual.
   */
  sendSoon(id: string): void {
    if (this.stopped) return;
    const attempt = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.tryNow(id))
      .catch((error: unknown) => this.logger.error(`Sending ${id} failed: ${String(error)}`))
      .finally(() => this.soon.delete(attempt));
    this.soon.add(attempt);
  }

  /** Every waiting mail whose time has come (or every one, on start), oldest first; one round at a time. */
  retryDue(everyWaiting = false): Promise<void> {
    if (this.round || this.stopped) return this.round ?? Promise.resolve();
    this.round = this.sendDue(everyWaiting)
      .catch((error: unknown) => this.logger.error(`A retry round failed: ${String(error)}`))
      .finally(() => {
        this.round = undefined;
      });
    return this.round;
  }

  private async sendDue(everyWaiting: boolean): Promise<void> {
    const em = this.em.fork();
    const now = new Date();
    // On start every waiting mail is due: a restart often follows the mail server (or SMTP_URL) being fixed.
    const due = everyWaiting ? {} : { nextTryAt: { $lte: now } };
    await em.nativeDelete(OutboxMail, { sentAt: null, giveUpAt: { $lte: now } });
    await em.nativeDelete(OutboxMail, { sentAt: { $lte: new Date(now.getTime() - KEEP_SENT_DAYS * 86_400_000) } });
    const items = await em.find(OutboxMail, { sentAt: null, ...due }, { orderBy: { nextTryAt: 'asc', id: 'asc' }, limit: BATCH });
    for (const item of items) {
      if (this.stopped) return;
      // One failure means the server is still away: the rest wait for their own time.
      if ((await this.attempt(em, item)) === 'failed') return;
    }
  }

  private async attempt(em: EntityManager, item: OutboxMail): Promise<Outcome> {
    const handler = this.handlers.get(item.kind);
    if (!handler) return 'failed';
    if (this.inFlight.has(item.id)) return 'busy';
    this.inFlight.add(item.id);
    try {
      return await this.claimAndSend(em, item, handler);
    } finally {
      this.inFlight.delete(item.id);
    }
  }

  private async claimAndSend(em: EntityManager, item: OutboxMail, handler: OutboxHandler): Promise<Outcome> {
    // Claim it: the next try is booked before this one starts, by whoever still finds the row as it was read.
    const attempts = item.attempts + 1;
    const claimed = await em.nativeUpdate(OutboxMail, { id: item.id, attempts: item.attempts, sentAt: null }, { attempts, nextTryAt: this.nextTry(attempts) });
    // Another try (a retry here, or another instance) has it.
    if (claimed !== 1) return 'busy';
    const composed = await handler.compose(item, em);
    if (!composed) {
      await em.nativeUpdate(OutboxMail, { id: item.id }, { sentAt: new Date(), lastError: null });
      return 'sent';
    }
    try {
      await this.mail.send(composed.mail);
    } catch (error) {
      this.lastTryFailed = true;
      const reason = error instanceof Error ? error.message : String(error);
      await em.nativeUpdate(OutboxMail, { id: item.id }, { lastError: reason.slice(0, 500) });
      await composed.unsent?.();
      this.logger.warn(`"${composed.mail.subject}" (${item.kind} ${item.refId}) is kept for a retry after try ${attempts}: ${reason}`);
      return 'failed';
    }
    this.lastTryFailed = false;
    // Marked sent and recorded where it belongs (an enquiry's `mailed`) together: nobody sees one without the other.
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(OutboxMail, { id: item.id }, { sentAt: new Date(), lastError: null });
      await handler.sent?.(item, tx);
    });
    if (attempts > 1) this.logger.log(`"${composed.mail.subject}" (${item.kind} ${item.refId}) went out on try ${attempts}`);
    return 'sent';
  }

  /** After try n, the next waits first * 2^(n-1) seconds, at most max. */
  private nextTry(attempts: number): Date {
    const { firstSeconds, maxSeconds } = this.config.mailRetry;
    const seconds = Math.min(maxSeconds, firstSeconds * 2 ** Math.min(attempts - 1, 30));
    return new Date(Date.now() + seconds * 1000);
  }
}
