import { EntityManager } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { MAIL_COPY, MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import type { SubscribersQuery } from '@trailside/domain/mail/mail.schema';
import type { GetSubscribersResponse, LetterPreview, Subscriber } from '@trailside/domain/mail/mail.types';
import type { SuccessResponse } from '@trailside/domain/auth/auth.types';
import { MAIL_TOPICS, type MailTopic } from '@trailside/domain/mail/mail-topics';
import { nextLetterTime } from '@trailside/domain/mail/weekly-letter.rules';
import { problem } from '../common/errors/problem';
import { MailOutboxService } from '../common/mail/mail-outbox.service';
import type { UserAccount } from '../identity/people/user-account.entity';
import { EmailVerificationService } from '../identity/people/email-verification.service';
import { containsText } from '../common/search/contains-text';
import { SettingsService } from '../settings/settings.service';
import { BroadcastsService } from './broadcasts.service';
import { Subscription } from './subscription.entity';

export function subscriberView(subscription: Subscription): Subscriber {
  return {
    id: subscription.id,
    email: subscription.email,
    topics: subscription.topics,
    pending: subscription.pending,
    confirmedAt: subscription.confirmedAt ? timestampOf(subscription.confirmedAt) : null,
    createdAt: timestampOf(subscription.createdAt),
  };
}

/**
 * The console's Subscribers view: who gets what, searched and paged, removing an address, and the next weekly
 * letter as families will see it (a preview, or a test mailed to the staff member's own address). Staff only.
 */
@Injectable()
export class SubscribersService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly broadcasts: BroadcastsService,
    private readonly settings: SettingsService,
    private readonly outbox: MailOutboxService,
    private readonly verification: EmailVerificationService,
  ) {}

  onModuleInit(): void {
    // Made when it is sent, so it is the letter as it reads then; to the address the staff member had when asking.
    this.outbox.register('test-letter', {
      compose: async (item) => {
        const letter = await this.broadcasts.nextLetter(new Date(), item.refId, MAIL_COPY.testLetter.banner);
        return { mail: { to: item.to, subject: letter.subject, headers: letter.headers, ...letter.rendered } };
      },
    });
  }

  async preview(viewer: UserAccount): Promise<LetterPreview> {
    const letter = await this.broadcasts.nextLetter(new Date(), viewer.id);
    return { subject: letter.subject, html: letter.rendered.html, text: letter.rendered.text, at: timestampOf(letter.at), somethingNew: letter.somethingNew };
  }

  /** The next letter to the staff member's own address, once it is verified (a link goes to it first otherwise). */
  async sendTest(actor: UserAccount): Promise<SuccessResponse> {
    if (!(await this.verification.ensureVerified(actor.id))) throw problem(409, 'EMAIL_NOT_VERIFIED', MAIL_TEXTS.notVerifiedYet);
    const item = this.outbox.add(this.em, { kind: 'test-letter', refId: actor.id, to: actor.email, giveUpAt: new Date(Date.now() + 86_400_000) });
    await this.em.flush();
    this.outbox.sendSoon(item.id);
    return { success: true, message: MAIL_TEXTS.testLetterSent };
  }

  async list({ q, topic, limit, offset }: SubscribersQuery): Promise<GetSubscribersResponse> {
    const where = { $and: [containsText<Subscription>(['email'], q), topic ? { [topic]: true } : {}] };
    const [subscriptions, total] = await this.em.findAndCount(Subscription, where, { orderBy: { email: 'asc' }, limit, offset });
    const counts = {} as Record<MailTopic, number>;
    for (const each of MAIL_TOPICS) counts[each] = await this.em.count(Subscription, { [each]: true });
    const last = await this.broadcasts.lastLetter();
    const { schedule, timeZone } = await this.settings.letterSchedule();
    const next = offset + subscriptions.length;
    return {
      subscribers: subscriptions.map(subscriberView),
      total,
      counts,
      limit,
      offset,
      nextOffset: subscriptions.length && next < total ? next : null,
      lastLetter: last ? { at: timestampOf(last.dueAt), recipients: last.recipients, nothingNew: last.status === 'nothing-new' } : null,
      nextLetterAt: timestampOf(nextLetterTime(new Date(), schedule, timeZone).at),
    };
  }

  /** Removes the address and everything it asked for; mails already queued for it are then not sent. */
  async remove(id: string): Promise<Subscriber> {
    const subscription = await this.em.findOne(Subscription, { id });
    if (!subscription) throw problem(404, 'NOT_FOUND', MAIL_TEXTS.subscriberNotFound);
    const view = subscriberView(subscription);
    await this.em.removeAndFlush(subscription);
    return view;
  }
}
