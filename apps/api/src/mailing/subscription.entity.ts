import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { MAIL_TOPICS, type MailTopic } from '@trailside/domain/mail/mail-topics';

/**
 * One address and the topics it gets (issue 26). Anyone may ask, for any address; a topic is sent only once the
 * link mailed to the address was followed (double opt-in): until then it is only `pendingTopics`.
 */
@Entity({ tableName: 'subscriptions' })
export class Subscription {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  @Property({ type: 'boolean' })
  news: boolean & Opt = false;

  @Property({ type: 'boolean' })
  weekly: boolean & Opt = false;

  @Property({ type: 'boolean' })
  notices: boolean & Opt = false;

  /** Topics asked for and not yet confirmed, comma-separated in MAIL_TOPICS order ("news,notices"). */
  @Property({ type: 'string', length: 40 })
  pendingTopics: string & Opt = '';

  /** When the topics now pending were asked for: a confirmation link names this moment, so an older link confirms nothing newer. */
  @Property({ type: 'datetime', nullable: true })
  requestedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(email: string) {
    this.email = email;
  }

  get pending(): MailTopic[] {
    const asked = this.pendingTopics.split(',');
    return MAIL_TOPICS.filter((topic) => asked.includes(topic));
  }

  set pending(topics: readonly MailTopic[]) {
    this.pendingTopics = MAIL_TOPICS.filter((topic) => topics.includes(topic)).join(',');
  }

  get topics(): MailTopic[] {
    return MAIL_TOPICS.filter((topic) => this[topic]);
  }
}
