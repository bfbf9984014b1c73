import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { type LetterContents, NO_LETTER_CONTENTS } from '@trailside/domain/mail/weekly-letter.rules';

/** What a broadcast is, and so which topic's subscribers get it. */
export type BroadcastKind = 'weekly' | 'news' | 'notice';

/**
 * - pending: stored, its mails not queued yet (a post just published, a letter whose time came);
 * - queued: one mail per subscriber is in the outbox;
 * - nothing-new: a weekly letter with nothing its readers had not had, so nothing was sent;
 * - empty: nobody was subscribed any more when it was to be queued.
 */
export type BroadcastStatus = 'pending' | 'queued' | 'nothing-new' | 'empty';

/**
 * One mail to every subscriber of a topic: a weekly letter, a new post, a notice. Its `key` is unique (the
 * letter's week, the post's or the notice's id), so whichever instance stores it first is the only one to send it,
 * and its mails are queued in the same transaction that marks it queued: a restart never queues them twice.
 * The HTML and text are made once and kept here; each subscriber's mail only adds their own links.
 */
@Entity({ tableName: 'mail_broadcasts' })
@Index({ properties: ['kind', 'dueAt'] })
export class MailBroadcast {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 16 })
  kind: BroadcastKind;

  /** "weekly:2027-W10", "news:<post id>", "notice:<notice id>". */
  @Property({ type: 'string', length: 80, unique: true })
  key: string;

  /** The post or notice it announces. */
  @Property({ type: 'string', length: 36, nullable: true })
  refId: string | null = null;

  @Property({ type: 'string', length: 16 })
  status: BroadcastStatus & Opt = 'pending';

  @Property({ type: 'string', length: 300, nullable: true })
  subject: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  html: (string & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  text: (string & Opt) | null = null;

  /** A letter's posts, calendar dates and flyer, by id (LetterContents as JSON): the next letter tells what is new by them. */
  @Property({ type: 'text' })
  contents: string & Opt = JSON.stringify(NO_LETTER_CONTENTS);

  /** Subscribers it was queued for. */
  @Property({ type: 'integer' })
  recipients: number & Opt = 0;

  /** When it was due: the letter's time, the post's publication, the notice's start. */
  @Property({ type: 'datetime' })
  dueAt: Date;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  queuedAt: (Date & Opt) | null = null;

  constructor(fields: Pick<MailBroadcast, 'kind' | 'key' | 'dueAt'> & Partial<Pick<MailBroadcast, 'refId'>>) {
    Object.assign(this, fields);
  }

  get letterContents(): LetterContents {
    return JSON.parse(this.contents) as LetterContents;
  }
}
