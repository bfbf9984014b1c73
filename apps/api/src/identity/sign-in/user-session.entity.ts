import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, type Opt, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { UserAccount } from '../people/user-account.entity';

/**
 * One sign-in: every token names its session, and a token whose session is gone stops working on its next
 * request. Made when someone signs in, removed when they (or a password or second-factor change) end it.
 */
@Entity({ tableName: 'user_sessions' })
export class UserSession {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @ManyToOne(() => UserAccount, { ref: true, deleteRule: 'cascade', index: true })
  user: Ref<UserAccount>;

  /** "Firefox on Windows": what the browser said of itself when signing in (describeDevice). */
  @Property({ type: 'string', length: 100 })
  device: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** Written at most every SESSION_TOUCH_MINUTES, so browsing costs no write per request. */
  @Property({ type: 'datetime' })
  lastUsedAt: Date & Opt = new Date();

  constructor(user: Ref<UserAccount>, device: string) {
    this.user = user;
    this.device = device;
  }
}
