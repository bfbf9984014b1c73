import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { mailPageUrl } from '@trailside/domain/mail/mail.contract';
import { MAIL_COPY, MAIL_TEXTS } from '@trailside/domain/mail/mail.messages';
import type { Subscribe, UpdateMyMailPreferences } from '@trailside/domain/mail/mail.schema';
import type { MailPreferences, MailPreferencesChangeResponse, SubscribeResponse, ConfirmSubscriptionResponse } from '@trailside/domain/mail/mail.types';
import { MAIL_LINK_COOLDOWN_MINUTES, MAIL_LINK_DAYS } from '@trailside/domain/mail/mail-sending.rules';
import {
  ACCOUNT_MAIL_DEFAULTS,
  ACCOUNT_MAIL_SWITCHES,
  type AccountMailSettings,
  type AccountMailSwitch,
  isMailTopic,
  MAIL_TOPICS,
  type MailTopic,
  STAFF_MAIL_SWITCHES,
  type UnsubscribeTarget,
} from '@trailside/domain/mail/mail-topics';
import { isStaff } from '@trailside/domain/users/access-level';
import { problem } from '../common/errors/problem';
import { listUnsubscribeHeaders, type MailFooter, renderMail } from '../common/mail/mail-layout';
import { MailLinks } from '../common/mail/mail-links';
import { MailOutboxService } from '../common/mail/mail-outbox.service';
import { OutboxMail } from '../common/mail/outbox-mail.entity';
import { UnsolicitedMailService } from '../common/mail/unsolicited-mail.service';
import { CONFIG, type Config } from '../config/config';
import { SettingsService } from '../settings/settings.service';
import type { UserAccount } from '../identity/people/user-account.entity';
import { UsersService } from '../identity/people/users.service';
import { AccountMailSettingsRecord } from './account-mail-settings.entity';
import { Subscription } from './subscription.entity';
import { PersonalDataService } from '../common/personal-data/personal-data.service';

const DAY_MS = 86_400_000;

/** Whose preferences a signed link opens: a subscription's ('s') or an account's ('a'). */
export interface MailOwner {
  kind: 's' | 'a';
  id: string;
}

/** An address with what it has: its subscription and its account, either of which may be missing. */
interface Holder {
  email: string;
  subscription: Subscription | null;
  account: UserAccount | null;
}

type TopicChange = Partial<Record<MailTopic, boolean>>;
type SwitchChange = Partial<Record<AccountMailSwitch, boolean>>;

/**
 * Who gets what: subscriptions (confirmed by a mailed link first), account holders' switches, the signed links in
 * every mail (preferences, one-click unsubscribe), and the lists the senders read. Nobody learns from an answer
 * whether an address is subscribed: a subscribe request says the same for every address.
 */
@Injectable()
export class MailPreferencesService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly outbox: MailOutboxService,
    private readonly links: MailLinks,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly personalData: PersonalDataService,
    private readonly unsolicited: UnsolicitedMailService,
  ) {}

  onModuleInit(): void {
    // "Download my data" holds the mail their address gets and their switches; a deleted account's address gets none.
    this.personalData.register('subscriptions', {
      tags: [],
      export: async (subject, em) =>
        (await em.find(Subscription, { email: subject.email })).map((subscription) => ({
          email: subscription.email,
          topics: subscription.topics,
          pending: subscription.pending,
          confirmedAt: subscription.confirmedAt?.toISOString() ?? null,
          createdAt: subscription.createdAt.toISOString(),
        })),
      erase: async (subject, em) => {
        await em.nativeDelete(Subscription, { email: subject.email });
      },
    });
    this.personalData.register('mailSettings', {
      tags: [],
      export: (subject, em) => this.switchesOf(subject.id, em),
      erase: async (subject, em) => {
        await em.nativeDelete(AccountMailSettingsRecord, { userId: subject.id });
      },
    });
    this.outbox.register('subscription-confirmation', {
      compose: async (item, em) => {
        const subscription = await em.findOne(Subscription, { id: item.refId });
        // Confirmed, withdrawn or removed meanwhile: nothing to ask.
        if (!subscription?.pending.length || !subscription.requestedAt) return null;
        const { requestedAt, pending } = subscription;
        const token = this.links.sign('confirm', [subscription.id, String(requestedAt.getTime()), pending.join(',')], new Date(requestedAt.getTime() + MAIL_LINK_DAYS * DAY_MS));
        const copy = MAIL_COPY.confirmSubscription;
        const owner: MailOwner = { kind: 's', id: subscription.id };
        const { footer, headers } = this.footer(owner, 'all');
        const rendered = await renderMail({
          subject: copy.subject,
          preheader: copy.body(pending),
          school: await this.settings.get(em),
          blocks: [
            { kind: 'text', text: copy.body(pending) },
            { kind: 'button', text: copy.button, href: mailPageUrl(this.config.publicUrl, 'confirmSubscription', token) },
            { kind: 'note', text: copy.expiry },
          ],
          footer,
        });
        return { mail: { to: subscription.email, subject: copy.subject, headers, ...rendered } };
      },
    });
  }

  // ---- The links in every mail ----

  token(owner: MailOwner): string {
    return this.links.sign('preferences', [owner.kind, owner.id]);
  }

  /** Why the mail came, its two links, and the List-Unsubscribe headers that stop `target` in one click. */
  footer(owner: MailOwner, target: UnsubscribeTarget): { footer: MailFooter; headers: Record<string, string> } {
    const token = this.token(owner);
    const unsubscribeUrl = mailPageUrl(this.config.publicUrl, 'unsubscribe', token, target);
    return {
      footer: { why: MAIL_COPY.footer.why[target], preferencesUrl: mailPageUrl(this.config.publicUrl, 'preferences', token), unsubscribeUrl },
      headers: listUnsubscribeHeaders(unsubscribeUrl),
    };
  }

  // ---- Subscribing ----

  /**
   * Asks for topics for an address. A signed-in family asking for their own verified address is subscribed at once;
   * anyone else gets a link to confirm first, and the same answer whatever the address already had.
   */
  async subscribe(actor: UserAccount | null, { email, topics }: Subscribe): Promise<SubscribeResponse> {
    if (actor && actor.email === email && actor.emailVerifiedAt) {
      const subscription = (await this.em.findOne(Subscription, { email })) ?? this.newSubscription(email);
      this.confirmTopics(subscription, topics);
      await this.em.flush();
      return { success: true, message: MAIL_TEXTS.subscribedAtOnce(topics), subscribed: true };
    }
    await this.askToConfirm(email, topics);
    return { success: true, message: MAIL_TEXTS.checkInbox, subscribed: false };
  }

  /** Follows a confirmation link: the topics it named that still wait start now, and the address counts as verified. */
  async confirm(token: string): Promise<ConfirmSubscriptionResponse> {
    const link = this.links.read('confirm', token);
    if (!link || link.fields.length !== 3) throw problem(400, 'LINK_INVALID', MAIL_TEXTS.linkInvalid);
    if (link.expired) throw problem(400, 'LINK_EXPIRED', MAIL_TEXTS.confirmLinkExpired);
    const [id, , named] = link.fields;
    const subscription = await this.em.findOne(Subscription, { id });
    if (!subscription) throw problem(400, 'LINK_INVALID', MAIL_TEXTS.linkInvalid);
    const asked = named.split(',').filter(isMailTopic);
    const waiting = asked.filter((topic) => subscription.pending.includes(topic));
    const preferencesToken = this.token({ kind: 's', id: subscription.id });
    if (!waiting.length) {
      if (asked.every((topic) => subscription[topic])) return { success: true, message: MAIL_TEXTS.alreadyConfirmed, topics: subscription.topics, preferencesToken };
      throw problem(400, 'LINK_OUTDATED', MAIL_TEXTS.confirmLinkOld);
    }
    this.confirmTopics(subscription, waiting);
    // The link reached the address's mailbox: that is what verifying an account's address proves too.
    const account = await this.users.findAccount({ email: subscription.email });
    if (account && !account.emailVerifiedAt) account.emailVerifiedAt = new Date();
    await this.em.flush();
    return { success: true, message: MAIL_TEXTS.confirmed(waiting), topics: subscription.topics, preferencesToken };
  }

  /**
   * Adds `topics` to those waiting for the address's confirmation and mails the link, unless one just went or the
   * address has had its day's unsolicited mail: then the topics do not wait either, and the answer is the same.
   */
  private async askToConfirm(email: string, topics: readonly MailTopic[]): Promise<void> {
    const subscription = (await this.em.findOne(Subscription, { email })) ?? this.newSubscription(email);
    const fresh = topics.filter((topic) => !subscription[topic] && !subscription.pending.includes(topic));
    if (!fresh.length) return;
    subscription.pending = [...subscription.pending, ...fresh];
    const since = new Date(Date.now() - MAIL_LINK_COOLDOWN_MINUTES * 60_000);
    const recent = subscription.requestedAt
      ? await this.em.count(OutboxMail, { kind: 'subscription-confirmation', refId: subscription.id, $or: [{ sentAt: null }, { sentAt: { $gt: since } }] })
      : 0;
    // A link went within minutes, or the address had as many as a day allows: the new topics wait for the next
    // request, so no address can be flooded.
    if (recent || !(await this.unsolicited.allowOne(email))) {
      subscription.pending = subscription.pending.filter((topic) => !fresh.includes(topic));
      await this.em.flush();
      return;
    }
    subscription.requestedAt = new Date();
    const item = this.outbox.add(this.em, { kind: 'subscription-confirmation', refId: subscription.id, to: email, giveUpAt: new Date(Date.now() + DAY_MS) });
    await this.em.flush();
    this.outbox.sendSoon(item.id);
  }

  private confirmTopics(subscription: Subscription, topics: readonly MailTopic[]): void {
    for (const topic of topics) subscription[topic] = true;
    subscription.pending = subscription.pending.filter((topic) => !topics.includes(topic));
    subscription.confirmedAt = new Date();
  }

  // ---- Preferences ----

  /** The address a preferences link was signed for; 400 when it is not one of ours or its address is gone. */
  async holderOf(token: string): Promise<{ owner: MailOwner; holder: Holder }> {
    const link = this.links.read('preferences', token);
    const [kind, id] = link?.fields ?? [];
    if (!link || (kind !== 's' && kind !== 'a') || !id) throw problem(400, 'LINK_INVALID', MAIL_TEXTS.linkInvalid);
    const owner: MailOwner = { kind, id };
    const holder = kind === 's' ? await this.holderBySubscription(id) : await this.holderByAccount(id);
    if (!holder) throw problem(400, 'LINK_OUTDATED', MAIL_TEXTS.linkInvalid);
    return { owner, holder };
  }

  async preferencesFor(token: string): Promise<MailPreferences> {
    return this.view((await this.holderOf(token)).holder);
  }

  async myPreferences(accountId: string): Promise<MailPreferences> {
    return this.view((await this.holderByAccount(accountId))!);
  }

  /** From a mail's link: holding it shows the mailbox is theirs, so topics switch on at once. */
  async updateByToken(token: string, change: { topics?: TopicChange; account?: SwitchChange }): Promise<MailPreferencesChangeResponse> {
    const { holder } = await this.holderOf(token);
    await this.setSwitches(holder, change.account);
    this.setTopics(holder, change.topics, true);
    await this.em.flush();
    return { preferences: await this.view(holder), message: MAIL_TEXTS.saved };
  }

  /** Signed in: a topic switched on for an address not yet verified waits for the mailed link. */
  async updateMine(accountId: string, change: UpdateMyMailPreferences): Promise<MailPreferencesChangeResponse> {
    const holder = (await this.holderByAccount(accountId))!;
    const account = holder.account!;
    await this.setSwitches(holder, change.account);
    const verified = account.emailVerifiedAt !== null;
    this.setTopics(holder, change.topics, verified);
    await this.em.flush();
    const asked = MAIL_TOPICS.filter((topic) => change.topics?.[topic] === true && !holder.subscription?.[topic]);
    if (!verified && asked.length) {
      await this.askToConfirm(account.email, asked);
      return { preferences: await this.view(await this.holderByAccount(accountId) as Holder), message: MAIL_TEXTS.savedPendingConfirmation };
    }
    return { preferences: await this.view(holder), message: MAIL_TEXTS.saved };
  }

  /** One click from a mail: stops what the link names, for the address it was sent to. */
  async unsubscribe(token: string, target: UnsubscribeTarget): Promise<MailPreferencesChangeResponse> {
    const { holder } = await this.holderOf(token);
    if (target === 'all') {
      this.setTopics(holder, Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, false])), false);
      if (holder.subscription) holder.subscription.pending = [];
      if (holder.account) await this.setSwitches(holder, Object.fromEntries(ACCOUNT_MAIL_SWITCHES.map((name) => [name, false])));
    } else if (isMailTopic(target)) {
      this.setTopics(holder, { [target]: false }, false);
      if (holder.subscription) holder.subscription.pending = holder.subscription.pending.filter((topic) => topic !== target);
    } else if (holder.account) {
      await this.setSwitches(holder, { [target]: false });
    }
    await this.em.flush();
    return { preferences: await this.view(holder), message: MAIL_TEXTS.unsubscribed(target) };
  }

  private setTopics(holder: Holder, change: TopicChange | undefined, mayTurnOn: boolean): void {
    if (!change) return;
    const turnOn = MAIL_TOPICS.filter((topic) => change[topic] === true && mayTurnOn);
    const turnOff = MAIL_TOPICS.filter((topic) => change[topic] === false);
    if (!holder.subscription && !turnOn.length) return;
    holder.subscription ??= this.newSubscription(holder.email);
    if (turnOn.length) this.confirmTopics(holder.subscription, turnOn);
    for (const topic of turnOff) holder.subscription[topic] = false;
    holder.subscription.pending = holder.subscription.pending.filter((topic) => !turnOff.includes(topic));
  }

  private async setSwitches(holder: Holder, change: SwitchChange | undefined): Promise<void> {
    if (!change || !Object.values(change).some((value) => value !== undefined)) return;
    if (!holder.account) throw problem(400, 'VALIDATION_FAILED', MAIL_TEXTS.linkInvalid);
    const staff = isStaff(holder.account.accessLevel);
    if (!staff && STAFF_MAIL_SWITCHES.some((name) => change[name] === true)) throw problem(403, 'FORBIDDEN', MAIL_TEXTS.staffOnly);
    const record = await this.recordOf(holder.account.id);
    for (const name of ACCOUNT_MAIL_SWITCHES) if (change[name] !== undefined) record[name] = change[name];
  }

  private async holderBySubscription(id: string): Promise<Holder | null> {
    const subscription = await this.em.findOne(Subscription, { id });
    if (!subscription) return null;
    return { email: subscription.email, subscription, account: await this.users.findAccount({ email: subscription.email }) };
  }

  private async holderByAccount(id: string): Promise<Holder | null> {
    const account = await this.users.findAccount({ id });
    if (!account) return null;
    return { email: account.email, account, subscription: await this.em.findOne(Subscription, { email: account.email }) };
  }

  private async view({ email, subscription, account }: Holder): Promise<MailPreferences> {
    return {
      email,
      topics: Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, subscription?.[topic] ?? false])) as Record<MailTopic, boolean>,
      pending: subscription?.pending ?? [],
      account: account ? await this.switchesOf(account.id) : null,
      staff: account ? isStaff(account.accessLevel) : false,
      verified: account ? account.emailVerifiedAt !== null : null,
    };
  }

  // ---- What the senders read ----

  /** An account's switches: its row, or the defaults. */
  async switchesOf(userId: string, em: EntityManager = this.em): Promise<AccountMailSettings> {
    const record = await em.findOne(AccountMailSettingsRecord, { userId });
    return Object.fromEntries(ACCOUNT_MAIL_SWITCHES.map((name) => [name, record ? record[name] : ACCOUNT_MAIL_DEFAULTS[name]])) as AccountMailSettings;
  }

  private async recordOf(userId: string): Promise<AccountMailSettingsRecord> {
    const found = await this.em.findOne(AccountMailSettingsRecord, { userId });
    if (found) return found;
    const record = new AccountMailSettingsRecord(userId);
    this.em.persist(record);
    return record;
  }

  private newSubscription(email: string): Subscription {
    const subscription = new Subscription(email);
    this.em.persist(subscription);
    return subscription;
  }
}
