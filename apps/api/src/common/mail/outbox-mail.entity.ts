import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** What a waiting mail is about; each kind has a handler that builds it (again) when it is tried. */
export type OutboxKind =
  | 'enquiry'
  | 'password-reset'
  | 'invitation'
  | 'email-verification'
  | 'subscription-confirmation'
  | 'broadcast'
  | 'comment-approved'
  | 'comment-reply'
  | 'testimonial-approved'
  | 'items-waiting'
  | 'new-enquiry'
  | 'test-letter'
  | 'parent-consent'
  | 'second-step-paused'
  | 'agreement-sign'
  | 'agreement-signed'
  | 'application-link'
  | 'visit-confirmation'
  | 'visit-reminder'
  | 'visit-time-cancelled'
  | 'visit-booking-cancelled'
  | 'admission-offer'
  | 'offer-lapsed';

/** Personal mails (a reset link, a reply) go before bulk ones (a letter to every subscriber), whenever they were stored. */
export const OUTBOX_PRIORITY = { personal: 0, bulk: 1 } as const;

/**
 * A mail the school's server owes someone, kept until the mail server has taken it. Stored in the same flush as
 * what it is about (the enquiry, the reset request), so a mail server that is down loses nothing. A reset mail's
 * link is never stored: its handler makes a fresh one each time it tries, and keeps only its hash.
 */
@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['sentAt', 'nextTryAt'] })
@Index({ properties: ['sentAt', 'priority', 'nextTryAt'] })
@Index({ properties: ['kind', 'refId'] })
export class OutboxMail {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 32 })
  kind: OutboxKind;

  /** The record it is about: the enquiry's id, the account's id for a reset, the broadcast's id for a letter. */
  @Property({ type: 'string', length: 36 })
  refId: string;

  /** Whom a mail of many is for: the subscription a letter goes to. */
  @Property({ type: 'string', length: 36, nullable: true })
  recipientId: (string & Opt) | null = null;

  /** OUTBOX_PRIORITY: personal mails are tried first. */
  @Property({ type: 'integer' })
  priority: number & Opt = OUTBOX_PRIORITY.personal;

  @Property({ type: 'string', length: 254 })
  to: string;

  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime' })
  nextTryAt: Date & Opt = new Date();

  @Property({ type: 'string', length: 500, nullable: true })
  lastError: (string & Opt) | null = null;

  @Property({ type: 'datetime', nullable: true })
  sentAt: (Date & Opt) | null = null;

  /** After this moment it is not worth sending any more (a reset nobody is waiting for): it is dropped. */
  @Property({ type: 'datetime', nullable: true })
  giveUpAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(fields: Pick<OutboxMail, 'kind' | 'refId' | 'to'> & Partial<Pick<OutboxMail, 'giveUpAt' | 'recipientId' | 'priority' | 'nextTryAt'>>) {
    Object.assign(this, fields);
  }
}
