import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DETAIL_PAGES } from '@trailside/domain/feeds/feeds.contract';
import { MAIL_COPY } from '@trailside/domain/mail/mail.messages';
import { ITEMS_WAITING_INTERVAL_MINUTES, itemsWaitingMailDue, replyNoticeRecipient } from '@trailside/domain/mail/mail-sending.rules';
import type { AccountMailSwitch } from '@trailside/domain/mail/mail-topics';
import { isStaff } from '@trailside/domain/users/access-level';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import { BlogsService } from '../blogs/blogs.service';
import { CommentsService } from '../comments/comments.service';
import { type MailBlock, renderMail } from '../common/mail/mail-layout';
import { MailOutboxService, type OutboxHandler } from '../common/mail/mail-outbox.service';
import { MailTriggers } from '../common/mail/mail-triggers';
import { OutboxMail } from '../common/mail/outbox-mail.entity';
import { CONFIG, type Config } from '../config/config';
import { ContactService } from '../contact/contact.service';
import { ModerationService } from '../moderation/moderation.service';
import { SettingsService } from '../settings/settings.service';
import { TestimonialsService } from '../testimonials/testimonials.service';
import type { UserAccount } from '../identity/people/user-account.entity';
import { UsersService } from '../identity/people/users.service';
import { AccountMailSettingsRecord } from './account-mail-settings.entity';
import { MailPreferencesService } from './mail-preferences.service';

const DAY_MS = 86_400_000;
/** A mail about one's own writing not sent within this long (the mail server away) is dropped. */
const PERSONAL_GIVE_UP_DAYS = 3;
/** How many of the waiting items the staff's mail names. */
const NEWEST_WAITING = 5;

interface Personal {
  account: UserAccount;
  subject: string;
  preheader: string;
  blocks: MailBlock[];
  switch: AccountMailSwitch;
  replyTo?: string;
}

/**
 * Mail to one account holder about what concerns them: their comment or testimonial approved, a reply to their
 * comment, and for staff who asked, the items waiting for approval (at most one mail an hour) and each new
 * enquiry. Each goes to the one right person: the account behind the record, looked up again when the mail is
 * made, only while its address is verified and its switch is on.
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  private readonly logger = new Logger('Notifications');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly outbox: MailOutboxService,
    private readonly preferences: MailPreferencesService,
    private readonly users: UsersService,
    private readonly comments: CommentsService,
    private readonly testimonials: TestimonialsService,
    private readonly blogs: BlogsService,
    private readonly moderation: ModerationService,
    private readonly contact: ContactService,
    private readonly settings: SettingsService,
    triggers: MailTriggers,
  ) {
    triggers.handle((em, trigger) => {
      switch (trigger.type) {
        case 'comments-approved':
          return this.commentsApproved(em, trigger.comments);
        case 'testimonials-approved':
          return this.testimonialsApproved(em, trigger.testimonials);
        case 'enquiry-received':
          return this.enquiryReceived(em, trigger.enquiryId);
        default:
          return Promise.resolve();
      }
    });
  }

  onModuleInit(): void {
    const site = this.config.publicUrl;
    this.register('comment-approved', async (item) => {
      const comment = await this.comments.findById(item.refId);
      const account = comment && (await this.users.findAccount({ id: comment.userId }));
      if (!comment?.approved || !account) return null;
      const title = (await this.blogs.titlesOf([comment.blogId])).get(comment.blogId) ?? '';
      const copy = MAIL_COPY.commentApproved;
      return {
        account,
        switch: 'approvals',
        subject: copy.subject,
        preheader: copy.body(title),
        blocks: [
          { kind: 'text', text: copy.body(title) },
          { kind: 'quote', text: comment.comment },
          { kind: 'button', text: copy.button, href: `${site}${DETAIL_PAGES.blogPost(comment.blogId)}` },
        ],
      };
    });
    this.register('comment-reply', async (item) => {
      const reply = await this.comments.findById(item.refId);
      const parent = reply?.parentId ? await this.comments.findById(reply.parentId) : null;
      const recipient = reply && replyNoticeRecipient(reply, parent);
      const account = recipient && (await this.users.findAccount({ id: recipient }));
      if (!reply?.approved || !account) return null;
      const title = (await this.blogs.titlesOf([reply.blogId])).get(reply.blogId) ?? '';
      const copy = MAIL_COPY.commentReply;
      return {
        account,
        switch: 'replies',
        subject: copy.subject(reply.author),
        preheader: copy.body(reply.author, title),
        blocks: [
          { kind: 'text', text: copy.body(reply.author, title) },
          { kind: 'quote', text: reply.comment },
          { kind: 'button', text: copy.button, href: `${site}${DETAIL_PAGES.blogPost(reply.blogId)}` },
        ],
      };
    });
    this.register('testimonial-approved', async (item) => {
      const testimonial = await this.testimonials.findById(item.refId);
      const account = testimonial && (await this.users.findAccount({ id: testimonial.userId }));
      if (!testimonial?.approved || !account) return null;
      const copy = MAIL_COPY.testimonialApproved;
      return {
        account,
        switch: 'approvals',
        subject: copy.subject,
        preheader: copy.body,
        blocks: [
          { kind: 'text', text: copy.body },
          { kind: 'quote', text: testimonial.text },
          { kind: 'button', text: copy.button, href: `${site}/` },
        ],
      };
    });
    this.register('items-waiting', async (item) => {
      const account = await this.users.findAccount({ id: item.refId });
      const summary = await this.moderation.summary();
      if (!account || !summary.total) return null;
      const newest = await this.moderation.queue({ state: 'pending', q: undefined, limit: NEWEST_WAITING, offset: 0 });
      const copy = MAIL_COPY.itemsWaiting;
      return {
        account,
        switch: 'itemsWaiting',
        subject: copy.subject(summary.total),
        preheader: copy.body(summary.pending.comment, summary.pending.testimonial),
        blocks: [
          { kind: 'text', text: copy.body(summary.pending.comment, summary.pending.testimonial) },
          { kind: 'text', text: copy.newest },
          ...newest.items.map(
            (waiting): MailBlock => ({
              kind: 'item',
              title: waiting.kind === 'comment' ? `${waiting.author} on "${waiting.context.blogTitle}"` : `${waiting.author}'s testimonial`,
              href: waiting.kind === 'comment' ? `${site}${DETAIL_PAGES.blogPost(waiting.context.blogId)}` : `${site}/`,
              text: waiting.text.length > 200 ? `${waiting.text.slice(0, 199)}…` : waiting.text,
            }),
          ),
          { kind: 'text', text: copy.how },
          { kind: 'note', text: copy.hourly },
        ],
      };
    });
    this.register('new-enquiry', async (item) => {
      const enquiry = await this.contact.findById(item.refId);
      const account = item.recipientId ? await this.users.findAccount({ id: item.recipientId }) : null;
      if (!enquiry || !account) return null;
      const copy = MAIL_COPY.newEnquiry;
      const source = enquiry.source === 'faq' ? 'FAQ' : 'contact';
      return {
        account,
        switch: 'newEnquiry',
        replyTo: enquiry.email,
        subject: copy.subject(enquiry.name.replace(/[\r\n]+/g, ' ')),
        preheader: copy.body(enquiry.name, source),
        blocks: [
          { kind: 'text', text: copy.body(enquiry.name, source) },
          { kind: 'quote', text: enquiry.message },
          { kind: 'note', text: `${enquiry.email} · ${enquiry.phone}` },
          { kind: 'text', text: copy.how },
        ],
      };
    });
  }

  /**
   * Staff who asked for "items waiting": one mail while anything waits, then none for an hour. The hour is claimed
   * in the database (a conditional update), so two instances looking at once queue one mail.
   */
  async mailItemsWaiting(now: Date): Promise<void> {
    const wanting = await this.em.find(AccountMailSettingsRecord, { itemsWaiting: true });
    if (!wanting.length) return;
    const { total } = await this.moderation.summary();
    const hourAgo = new Date(now.getTime() - ITEMS_WAITING_INTERVAL_MINUTES * 60_000);
    for (const settings of wanting) {
      if (!itemsWaitingMailDue(total, settings.itemsWaitingMailedAt, now)) continue;
      const account = await this.users.findAccount({ id: settings.userId });
      if (!account || !isStaff(account.accessLevel) || !account.emailVerifiedAt) continue;
      await this.em.fork().transactional(async (tx) => {
        const claimed = await tx.nativeUpdate(
          AccountMailSettingsRecord,
          { userId: settings.userId, itemsWaiting: true, $or: [{ itemsWaitingMailedAt: null }, { itemsWaitingMailedAt: { $lte: hourAgo } }] },
          { itemsWaitingMailedAt: now },
        );
        if (claimed === 1) this.outbox.add(tx, { kind: 'items-waiting', refId: account.id, to: account.email, giveUpAt: new Date(now.getTime() + 3_600_000) });
      });
    }
  }

  /** The approval to each author, and to the author of each comment answered the reply, once per comment. */
  private async commentsApproved(em: EntityManager, comments: { id: string; userId: string; parentId: string | null }[]): Promise<void> {
    const parents = new Map<string, string>();
    for (const parentId of new Set(comments.flatMap((comment) => (comment.parentId ? [comment.parentId] : [])))) {
      const parent = await this.comments.findById(parentId);
      if (parent) parents.set(parent.id, parent.userId);
    }
    const approvals = await this.wanting(comments.map((comment) => ({ refId: comment.id, userId: comment.userId })), 'approvals');
    const replies = await this.wanting(
      comments.flatMap((comment) => {
        const recipient = replyNoticeRecipient(comment, comment.parentId && parents.has(comment.parentId) ? { userId: parents.get(comment.parentId)! } : null);
        return recipient ? [{ refId: comment.id, userId: recipient }] : [];
      }),
      'replies',
    );
    await this.outbox.addOncePerRef(em, 'comment-approved', approvals);
    await this.outbox.addOncePerRef(em, 'comment-reply', replies);
  }

  private async testimonialsApproved(em: EntityManager, testimonials: { id: string; userId: string }[]): Promise<void> {
    const approvals = await this.wanting(testimonials.map((testimonial) => ({ refId: testimonial.id, userId: testimonial.userId })), 'approvals');
    await this.outbox.addOncePerRef(em, 'testimonial-approved', approvals);
  }

  /** Each staff member who asked for it hears of a new enquiry (the office's copy to the school's address goes as before). */
  private async enquiryReceived(em: EntityManager, enquiryId: string): Promise<void> {
    for (const account of await this.users.staffAccounts()) {
      if (!account.emailVerifiedAt || !(await this.preferences.switchesOf(account.id)).newEnquiry) continue;
      this.outbox.add(em, { kind: 'new-enquiry', refId: enquiryId, recipientId: account.id, to: account.email, giveUpAt: new Date(Date.now() + PERSONAL_GIVE_UP_DAYS * DAY_MS) });
    }
  }

  /** Those of `items` whose account holder has a verified address and `name` switched on, with their address. */
  private async wanting(items: { refId: string; userId: string }[], name: AccountMailSwitch): Promise<{ refId: string; to: string; giveUpAt: Date }[]> {
    const wanted: { refId: string; to: string; giveUpAt: Date }[] = [];
    for (const item of items) {
      const account = await this.users.findAccount({ id: item.userId });
      if (account?.emailVerifiedAt && (await this.preferences.switchesOf(account.id))[name]) {
        wanted.push({ refId: item.refId, to: account.email, giveUpAt: new Date(Date.now() + PERSONAL_GIVE_UP_DAYS * DAY_MS) });
      }
    }
    return wanted;
  }

  /** A handler that makes the mail for one account, only while its address is verified and the switch is on. */
  private register(kind: OutboxMail['kind'], make: (item: OutboxMail) => Promise<Personal | null>): void {
    const handler: OutboxHandler = {
      compose: async (item) => {
        const personal = await make(item);
        if (!personal) return null;
        const { account } = personal;
        const staffOnly = personal.switch === 'itemsWaiting' || personal.switch === 'newEnquiry';
        if (!account.emailVerifiedAt || (staffOnly && !isStaff(account.accessLevel)) || !(await this.preferences.switchesOf(account.id))[personal.switch]) return null;
        const { footer, headers } = this.preferences.footer({ kind: 'a', id: account.id }, personal.switch);
        const rendered = await renderMail({
          subject: personal.subject,
          preheader: personal.preheader,
          school: await this.settings.get(),
          blocks: [{ kind: 'text', text: `Hello ${displayNameOf(account)},` }, ...personal.blocks],
          footer,
        });
        return { mail: { to: account.email, subject: personal.subject, replyTo: personal.replyTo, headers, ...rendered } };
      },
    };
    this.outbox.register(kind, handler);
  }
}
