import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { ACCOUNT_MAIL_DEFAULTS } from '@trailside/domain/mail/mail-topics';

/**
 * An account holder's switches for mail about their own writing (and, for staff, the school's inbox). A row exists
 * only once someone changed a switch; until then the defaults hold (ACCOUNT_MAIL_DEFAULTS).
 */
@Entity({ tableName: 'account_mail_settings' })
export class AccountMailSettingsRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  userId: string;

  @Property({ type: 'boolean' })
  replies: boolean & Opt = ACCOUNT_MAIL_DEFAULTS.replies;

  @Property({ type: 'boolean' })
  approvals: boolean & Opt = ACCOUNT_MAIL_DEFAULTS.approvals;

  @Property({ type: 'boolean' })
  itemsWaiting: boolean & Opt = ACCOUNT_MAIL_DEFAULTS.itemsWaiting;

  @Property({ type: 'boolean' })
  newEnquiry: boolean & Opt = ACCOUNT_MAIL_DEFAULTS.newEnquiry;

  /** When the last "items waiting" mail was queued for this person: at most one an hour, whichever instance queues it. */
  @Property({ type: 'datetime', nullable: true })
  itemsWaitingMailedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(userId: string) {
    this.userId = userId;
  }
}
