import { EntityManager, type EventArgs, type EventSubscriber, FlushMode, RequestContext } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { mailsThisMinute } from '@trailside/domain/mail/mail-sending.rules';
import { CONFIG, type Config } from '../../config/config';
import { type Mail, MailService } from './mail.service';
import { type OutboxKind, OutboxMail, OUTBOX_PRIORITY } from './outbox-mail.entity';

/**
 * Builds a waiting mail when it is tried; null when there is nothing to send (the record is gone, or a reset was
 * asked for an address with no account): the row is then marked done like a sent one, so it counts alike.
 */
export interface OutboxHandler {
  /**
   * The mail as it is to go now, or null when it is no longer wanted; `unsent` undoes what composing wrote if the try
   * fails, and `sent` records where it belongs that this very mail went (a family's timeline), once it has.
   */
  compose: (item: OutboxMail, em: EntityManager) => Promise<{ mail: Mail; unsent?: () => Promise<void>; sent?: (em: EntityManager) => Promise<void> } | null>;
  /** Records that the mail went out (e.g. the enquiry's `mailed`). */
  sent?: (item: OutboxMail, em: EntityManager) => Promise<void>;
}

/**
 * What one try came to: `busy` when another try has the mail at this moment; `held` when the minute's mails
 * (MAIL_RATE_PER_MINUTE) have gone and it waits for the next.
 */
type Outcome = 'sent' | 'failed' | 'busy' | 'held';

/** How many waiting mails a round reads at a time, personal ones first, then the oldest due. */
const BATCH = 20;
const MINUTE_MS = 60_000;
/** The order a round tries waiting mails in: personal before bulk, then as they were queued. */
const DUE_ORDER = { priority: 'asc', nextTryAt: 'asc', id: 'asc' } as const;
/** A sent mail's row is kept this long (what went out when), then removed. */
const KEEP_SENT_DAYS = 30;
/**
 * How long a claimed mail is left to the try that claimed it: well past the longest a try can last (each wait on the
 * mail server ends after MAIL_TIMEOUT_SECONDS, but a large mail may keep the server busy longer). A try that fails
 * books the next one by the retry backoff; only a try still under way, or cut off by a crash, holds the mail this
 * long. Booking the backoff at the claim let another instance take a mail whose server was slow to answer and send it
 * again.
 */
const CLAIM_MS = 10 * 60_000;

/**
 * The mail outbox: every mail the API owes is a row first, then tried at once; one that fails waits and is tried
 * again by a timer, first after MAIL_RETRY_SECONDS, then twice as long each time up to MAIL_RETRY_MAX_SECONDS,
 * and once more when the API starts. Each try claims its row by a conditional update, so several API instances
 * on one database never send the same mail twice at the same time.
 *
 * No more than MAIL_RATE_PER_MINUTE mails go in any minute, counted in the database so all instances share the
 * limit: a round sends what the minute allows, personal mails first, and the rest wait for the next minute. A
 * letter to every subscriber is thousands of rows sent this way, in the order they were queued, in the
 * background: no request waits for it.
 */
@Injectable()
export class MailOutboxService implements OnModuleInit, OnApplicationShutdown, EventSubscriber<OutboxMail> {
  private readonly logger = new Logger('Mail outbox');
  private readonly handlers = new Map<OutboxKind, OutboxHandler>();
  /** Mails this process is trying right now (a slow server may take longer than a retry interval). */
  private readonly inFlight = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  /** Wakes a round when the minute's limit frees up again. */
  private wakeTimer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  /** Set when mails were queued while a round ran: it goes on rather than end. */
  private moreQueued = false;
  /** Set when a transaction stored a mail: a round starts once it commits. */
  private storedInTransaction = false;
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

  onModuleInit(): void {
    this.em.getEventManager().registerSubscriber(this);
  }

  getSubscribedEntities() {
    return [OutboxMail];
  }

  /** A mail stored by any flush (an approval's notice, a staff member's copy of an enquiry) is tried once it is committed. */
  afterCreate({ em }: EventArgs<OutboxMail>): void {
    if (em.isInTransaction()) this.storedInTransaction = true;
    else this.kick();
  }

  afterTransactionCommit(): void {
    if (!this.storedInTransaction) return;
    this.storedInTransaction = false;
    this.kick();
  }

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
    clearTimeout(this.wakeTimer);
    await this.settled();
    // Only now: the last try has ended, so no mail is cut off half-sent.
    this.mail.close();
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
   * Adds a mail of `kind` about each of `refIds` that has never had one (a comment approved, unapproved and approved
   * again is mailed about once). Stored by the caller's flush, like add.
   */
  async addOncePerRef(em: EntityManager, kind: OutboxKind, items: Omit<ConstructorParameters<typeof OutboxMail>[0], 'kind'>[]): Promise<OutboxMail[]> {
    if (!items.length) return [];
    // Without flushing `em` first (its default before a query on a table with changes waiting): that would store the
    // mails added a moment ago on their own, ahead of what they are about (a comment's approval), and the outbox could
    // read the comment as not yet approved and drop the mail.
    const known = await em.find(OutboxMail, { kind, refId: { $in: items.map((item) => item.refId) } }, { fields: ['refId'], flushMode: FlushMode.COMMIT });
    const mailed = new Set(known.map((item) => item.refId));
    return items.filter((item) => !mailed.has(item.refId)).map((item) => this.add(em, { kind, ...item }));
  }

  /**
   * Stores many mails at once, straight away (in `em`'s transaction, when it has one): a letter's rows, one per
   * subscriber, queued in the order given.
   */
  async queueMany(em: EntityManager, rows: ConstructorParameters<typeof OutboxMail>[0][]): Promise<void> {
    const start = Date.now();
    // A millisecond apart, so the order they are tried in is the order they were given.
    const items = rows.map((fields, index) => new OutboxMail({ nextTryAt: new Date(start + index), ...fields }));
    for (let index = 0; index < items.length; index += 500) await em.insertMany(items.slice(index, index + 500));
  }

  /** Starts a round soon for mails just stored (or makes the round under way go on for them). */
  kick(): void {
    if (this.stopped) return;
    this.moreQueued = true;
    setImmediate(() => void this.retryDue());
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
    // Held for the next minute: the timer sends it; the answer cannot say it went.
    if (outcome === 'held') {
      await this.wakeWhenRoom(em);
      return false;
    }
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
    await em.nativeDelete(OutboxMail, { sentAt: null, giveUpAt: { $lte: now } });
    await em.nativeDelete(OutboxMail, { sentAt: { $lte: new Date(now.getTime() - KEEP_SENT_DAYS * 86_400_000) } });
    // Batch after batch until nothing more is due, the minute's limit is reached or the mail server is away.
    const passedOver = new Set<string>();
    for (;;) {
      this.moreQueued = false;
      // On start every waiting mail is due: a restart often follows the mail server (or SMTP_URL) being fixed.
      const due = everyWaiting ? {} : { nextTryAt: { $lte: new Date() } };
      const found = await em.find(OutboxMail, { sentAt: null, ...due }, { orderBy: DUE_ORDER, limit: BATCH + passedOver.size });
      const items = found.filter((item) => !passedOver.has(item.id)).slice(0, BATCH);
      if (!items.length) {
        if (this.moreQueued) continue;
        return;
      }
      for (const item of items) {
        if (this.stopped) return;
        const outcome = await this.attempt(em, item);
        // One failure means the server is still away: the rest wait for their own time.
        if (outcome === 'failed') return;
        if (outcome === 'held') return this.wakeWhenRoom(em);
        // Another try has it: not this round's to send.
        if (outcome === 'busy') passedOver.add(item.id);
      }
      em.clear();
    }
  }

  /** How many more mails of this kind (personal or bulk) may go in the current minute, all instances counted. */
  private async room(em: EntityManager, priority: number): Promise<number> {
    const sentLastMinute = await em.count(OutboxMail, { sentAt: { $gt: new Date(Date.now() - MINUTE_MS) } });
    return mailsThisMinute(this.config.mailRatePerMinute, sentLastMinute, priority !== OUTBOX_PRIORITY.personal);
  }

  /** Another round once the oldest mail of the last minute is a minute old (the interval timer looks too). */
  private async wakeWhenRoom(em: EntityManager): Promise<void> {
    const [oldest] = await em.find(OutboxMail, { sentAt: { $gt: new Date(Date.now() - MINUTE_MS) } }, { fields: ['sentAt'], orderBy: { sentAt: 'asc' }, limit: 1 });
    const wait = oldest?.sentAt ? oldest.sentAt.getTime() + MINUTE_MS - Date.now() : 0;
    clearTimeout(this.wakeTimer);
    this.wakeTimer = setTimeout(() => void this.retryDue(), Math.min(Math.max(wait, 100), MINUTE_MS));
    this.wakeTimer.unref();
  }

  private async attempt(em: EntityManager, item: OutboxMail): Promise<Outcome> {
    const handler = this.handlers.get(item.kind);
    if (!handler) return 'failed';
    if (this.inFlight.has(item.id)) return 'busy';
    if ((await this.room(em, item.priority)) <= 0) return 'held';
    // Again, with nothing awaited between the look and the mark: a try that began meanwhile has it now, and this one must
    // neither send it nor, ending, unmark it while that one waits for the mail server (a round would then send it again).
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
    const claimed = await em.nativeUpdate(OutboxMail, { id: item.id, attempts: item.attempts, sentAt: null }, { attempts, nextTryAt: new Date(Date.now() + CLAIM_MS) });
    // Another try (a retry here, or another instance) has it.
    if (claimed !== 1) return 'busy';
    const retryLater = () => em.nativeUpdate(OutboxMail, { id: item.id, sentAt: null }, { nextTryAt: this.nextTry(attempts) });
    // In a context of its own, so a handler may read through other modules' services as a request would.
    const composed = await RequestContext.create(this.em, () => handler.compose(item, em)).catch(async (error: unknown) => {
      await retryLater();
      throw error;
    });
    if (!composed) {
      await em.nativeUpdate(OutboxMail, { id: item.id }, { sentAt: new Date(), lastError: null });
      return 'sent';
    }
    try {
      await this.mail.send(composed.mail);
    } catch (error) {
      this.lastTryFailed = true;
      const reason = error instanceof Error ? error.message : String(error);
      await em.nativeUpdate(OutboxMail, { id: item.id }, { lastError: reason.slice(0, 500), nextTryAt: this.nextTry(attempts) });
      await composed.unsent?.();
      this.logger.warn(`"${composed.mail.subject}" (${item.kind} ${item.refId}) is kept for a retry after try ${attempts}: ${reason}`);
      return 'failed';
    }
    this.lastTryFailed = false;
    // Marked sent and recorded where it belongs (an enquiry's `mailed`) together: nobody sees one without the other.
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(OutboxMail, { id: item.id }, { sentAt: new Date(), lastError: null });
      await handler.sent?.(item, tx);
      await composed.sent?.(tx);
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
