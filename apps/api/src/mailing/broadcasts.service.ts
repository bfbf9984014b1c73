import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { momentText } from '@trailside/domain/calendar/calendar-text';
import { DETAIL_PAGES } from '@trailside/domain/feeds/feeds.contract';
import { MAIL_COPY } from '@trailside/domain/mail/mail.messages';
import { NEWS_MAIL_LATE_LIMIT_HOURS, NOTICE_MAIL_LATE_LIMIT_HOURS, noticeToMail } from '@trailside/domain/mail/mail-sending.rules';
import type { MailTopic } from '@trailside/domain/mail/mail-topics';
import { latestLetterTime, letterStillDue, nextLetterTime } from '@trailside/domain/mail/weekly-letter.rules';
import { NOTICE_LEVEL_LABELS } from '@trailside/domain/notices/notice.messages';
import { cutText } from '@trailside/domain/text/text-preview';
import { BlogsService } from '../blogs/blogs.service';
import { escapeHtml } from '../common/mail/escape-html';
import { type MailDocument, renderMail, type RenderedMail } from '../common/mail/mail-layout';
import { MailOutboxService } from '../common/mail/mail-outbox.service';
import { MailTriggers } from '../common/mail/mail-triggers';
import { OUTBOX_PRIORITY } from '../common/mail/outbox-mail.entity';
import { CONFIG, type Config } from '../config/config';
import { NoticesService } from '../notices/notices.service';
import { SettingsService } from '../settings/settings.service';
import { type BroadcastKind, type BroadcastStatus, MailBroadcast } from './mail-broadcast.entity';
import { mailPictureUrl } from './mail-pictures';
import { MailPreferencesService } from './mail-preferences.service';
import { Subscription } from './subscription.entity';
import { WeeklyLetterService } from './weekly-letter.service';

/** Which subscribers get each kind. */
export const TOPIC_OF: Record<BroadcastKind, MailTopic> = { weekly: 'weekly', news: 'news', notice: 'notices' };

/** After this long unsent (the mail server away for days), a broadcast's mails are not worth sending any more. */
const GIVE_UP_DAYS: Record<BroadcastKind, number> = { weekly: 6, news: 3, notice: 1 };

/** Where each subscriber's own links go in a broadcast made once for all of them. */
const PERSONAL = { preferences: 'https://personal.invalid/preferences', unsubscribe: 'https://personal.invalid/unsubscribe' } as const;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface BuiltBroadcast {
  rendered: RenderedMail;
  subject: string;
  contents?: string;
  /** False for a weekly letter with nothing new: it is then not sent. */
  send: boolean;
}

/**
 * Mail to every subscriber of a topic: a weekly letter, a new post (News), a notice as it starts (Notices). Each is
 * one MailBroadcast row, stored once under a unique key (whichever instance stores it first), then queued: one
 * outbox mail per subscriber in the same transaction that marks it queued, so a second instance or a restart never
 * queues it twice, and the outbox sends each mail once.
 */
@Injectable()
export class BroadcastsService implements OnModuleInit {
  private readonly logger = new Logger('Broadcasts');
  /** The last broadcasts read to compose their mails: two thousand mails of one letter read it once. */
  private readonly kept = new Map<string, MailBroadcast>();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly outbox: MailOutboxService,
    private readonly preferences: MailPreferencesService,
    private readonly letters: WeeklyLetterService,
    private readonly blogs: BlogsService,
    private readonly notices: NoticesService,
    private readonly settings: SettingsService,
    triggers: MailTriggers,
  ) {
    // A post is announced from the same flush that stores it: stored first, like every mail.
    triggers.handle(async (em, trigger) => {
      if (trigger.type !== 'post-published' || !(await em.count(Subscription, { news: true }))) return;
      em.persist(new MailBroadcast({ kind: 'news', key: `news:${trigger.postId}`, refId: trigger.postId, dueAt: new Date() }));
    });
  }

  onModuleInit(): void {
    this.outbox.register('broadcast', {
      compose: async (item, em) => {
        const broadcast = await this.broadcast(item.refId, em);
        const subscription = item.recipientId ? await em.findOne(Subscription, { id: item.recipientId }) : null;
        // Unsubscribed since it was queued (a one-click unsubscribe stops the next mail at once), or gone.
        if (!broadcast?.html || !broadcast.text || !broadcast.subject || !subscription?.[TOPIC_OF[broadcast.kind]]) return null;
        const { footer, headers } = this.preferences.footer({ kind: 's', id: subscription.id }, TOPIC_OF[broadcast.kind]);
        const personal = (text: string, escape: (link: string) => string) =>
          text.replaceAll(PERSONAL.preferences, escape(footer.preferencesUrl)).replaceAll(PERSONAL.unsubscribe, escape(footer.unsubscribeUrl));
        return {
          mail: { to: subscription.email, subject: broadcast.subject, html: personal(broadcast.html, escapeHtml), text: personal(broadcast.text, (link) => link), headers },
        };
      },
    });
  }

  /** Everything due by the clock at `now`: notices that started, this week's letter, broadcasts waiting to be queued. */
  async sendDue(now: Date): Promise<void> {
    await this.storeNotices(now);
    await this.storeWeeklyLetter(now);
    const pending = await this.em.find(MailBroadcast, { status: 'pending', dueAt: { $lte: now } }, { orderBy: { dueAt: 'asc' } });
    for (const broadcast of pending) await this.queue(broadcast, now);
  }

  /** The next weekly letter as it reads now, made as families will see it, with `viewer`'s own links. */
  async nextLetter(now: Date, viewerId: string, banner?: string): Promise<{ rendered: RenderedMail; subject: string; at: Date; somethingNew: boolean; headers: Record<string, string> }> {
    const { schedule, timeZone } = await this.settings.letterSchedule();
    const { at } = nextLetterTime(now, schedule, timeZone);
    const letter = await this.letters.letterAt(at);
    const { footer, headers } = this.preferences.footer({ kind: 'a', id: viewerId }, 'weekly');
    const blocks = banner ? [{ kind: 'note' as const, text: banner }, ...letter.document.blocks] : letter.document.blocks;
    return { rendered: await renderMail({ ...letter.document, blocks, footer }), subject: letter.document.subject, at, somethingNew: letter.somethingNew, headers };
  }

  /** The latest weekly letter that was due (sent, or found to have nothing new). */
  lastLetter(): Promise<MailBroadcast | null> {
    return this.em.findOne(MailBroadcast, { kind: 'weekly', status: { $ne: 'pending' } }, { orderBy: { dueAt: 'desc' } });
  }

  private async storeNotices(now: Date): Promise<void> {
    if (!(await this.em.count(Subscription, { notices: true }))) return;
    const started = (await this.notices.startedSince(new Date(now.getTime() - NOTICE_MAIL_LATE_LIMIT_HOURS * HOUR_MS), now)).filter((notice) => noticeToMail(notice, now));
    for (const notice of started) await this.store('notice', `notice:${notice.id}`, notice.startsAt, notice.id);
  }

  private async storeWeeklyLetter(now: Date): Promise<void> {
    const { schedule, timeZone } = await this.settings.letterSchedule();
    const time = latestLetterTime(now, schedule, timeZone);
    if (!letterStillDue(time, now) || !(await this.em.count(Subscription, { weekly: true }))) return;
    await this.store('weekly', `weekly:${time.week}`, time.at);
  }

  /** Stores a broadcast unless one with its key exists (here, or stored by another instance a moment ago). */
  private async store(kind: BroadcastKind, key: string, dueAt: Date, refId?: string): Promise<void> {
    if (await this.em.count(MailBroadcast, { key })) return;
    try {
      await this.em.fork().persistAndFlush(new MailBroadcast({ kind, key, dueAt, refId }));
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }

  /** Makes the mail once, then marks the broadcast queued and queues one mail per subscriber, in one transaction. */
  private async queue(broadcast: MailBroadcast, now: Date): Promise<void> {
    const topic = TOPIC_OF[broadcast.kind];
    const recipients = await this.em.find(Subscription, { [topic]: true }, { fields: ['id', 'email'], orderBy: { confirmedAt: 'asc', id: 'asc' } });
    const built = recipients.length ? await this.build(broadcast, now) : null;
    const status: BroadcastStatus = !built ? 'empty' : built.send ? 'queued' : 'nothing-new';
    const queued = await this.em.fork().transactional(async (tx) => {
      const claimed = await tx.nativeUpdate(
        MailBroadcast,
        { id: broadcast.id, status: 'pending' },
        {
          status,
          subject: built?.subject ?? null,
          html: built?.rendered.html ?? null,
          text: built?.rendered.text ?? null,
          ...(built?.contents ? { contents: built.contents } : {}),
          recipients: status === 'queued' ? recipients.length : 0,
          queuedAt: new Date(),
        },
      );
      // Another instance queued it a moment ago.
      if (claimed !== 1 || status !== 'queued') return false;
      const giveUpAt = new Date(Date.now() + GIVE_UP_DAYS[broadcast.kind] * DAY_MS);
      await this.outbox.queueMany(
        tx,
        recipients.map((recipient) => ({ kind: 'broadcast' as const, refId: broadcast.id, recipientId: recipient.id, to: recipient.email, priority: OUTBOX_PRIORITY.bulk, giveUpAt })),
      );
      return true;
    });
    if (!queued) return;
    this.logger.log(`Queued "${built!.subject}" for ${recipients.length} subscriber${recipients.length === 1 ? '' : 's'} of ${topic}`);
    this.outbox.kick();
  }

  /** The broadcast's mail, before anyone's own links; null when what it announces is gone or no longer worth a mail. */
  private async build(broadcast: MailBroadcast, now: Date): Promise<BuiltBroadcast | null> {
    const footer = { why: MAIL_COPY.footer.why[TOPIC_OF[broadcast.kind]], preferencesUrl: PERSONAL.preferences, unsubscribeUrl: PERSONAL.unsubscribe };
    const withFooter = async (document: Omit<MailDocument, 'footer'>, extra: Omit<BuiltBroadcast, 'rendered' | 'subject'>) => ({
      rendered: await renderMail({ ...document, footer }),
      subject: document.subject,
      ...extra,
    });
    if (broadcast.kind === 'weekly') {
      const letter = await this.letters.letterAt(broadcast.dueAt);
      return withFooter(letter.document, { contents: JSON.stringify(letter.contents), send: letter.somethingNew });
    }
    const school = await this.settings.get();
    const site = this.config.publicUrl;
    if (broadcast.kind === 'news') {
      const post = broadcast.refId ? await this.blogs.findById(broadcast.refId) : null;
      if (!post || now.getTime() - post.createdAt.getTime() > NEWS_MAIL_LATE_LIMIT_HOURS * HOUR_MS) return null;
      const copy = MAIL_COPY.news;
      const href = `${site}${DETAIL_PAGES.blogPost(post.id)}`;
      const picture = mailPictureUrl(site, post.imagePath, 960);
      return withFooter(
        {
          subject: copy.subject(post.title),
          preheader: cutText(post.text, 90),
          school,
          blocks: [
            { kind: 'text', text: copy.intro },
            ...(picture ? [{ kind: 'picture' as const, src: picture, alt: post.title, href }] : []),
            { kind: 'item', title: post.title, href, meta: post.author, text: cutText(post.text, 300) },
            { kind: 'button', text: copy.readMore, href },
          ],
        },
        { send: true },
      );
    }
    const notice = broadcast.refId ? await this.notices.findById(broadcast.refId) : null;
    // Ended, deleted or made information-only before its mail was made: nothing to announce.
    if (!notice || !noticeToMail(notice, now)) return null;
    const copy = MAIL_COPY.notice;
    return withFooter(
      {
        subject: copy.subject(NOTICE_LEVEL_LABELS[notice.level], notice.message),
        preheader: notice.message,
        school,
        blocks: [
          { kind: 'heading', text: NOTICE_LEVEL_LABELS[notice.level] },
          { kind: 'text', text: notice.message },
          ...(notice.linkUrl ? [{ kind: 'button' as const, text: notice.linkText ?? copy.onWebsite, href: notice.linkUrl }] : [{ kind: 'button' as const, text: copy.onWebsite, href: site }]),
          { kind: 'note', text: copy.posted(momentText(notice.startsAt, school.timeZone)) },
        ],
      },
      { send: true },
    );
  }

  private async broadcast(id: string, em: EntityManager): Promise<MailBroadcast | null> {
    const kept = this.kept.get(id);
    if (kept) return kept;
    const broadcast = await em.findOne(MailBroadcast, { id, status: 'queued' });
    if (broadcast) {
      this.kept.set(id, broadcast);
      if (this.kept.size > 4) this.kept.delete(this.kept.keys().next().value as string);
    }
    return broadcast;
  }
}
