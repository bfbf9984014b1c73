import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One password tried for an address that was not (yet) proven right: kept by address, not by account, so an
 * address nobody has is treated exactly like one that has an account. Removed when the address signs in, and
 * forgotten after FAILED_LOGIN_MEMORY_MINUTES (the domain's loginAttempt rule). In the database, so several API
 * instances count together.
 */
@Entity({ tableName: 'failed_sign_ins' })
@Index({ properties: ['email', 'failedAt'] })
export class FailedSignIn {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'datetime' })
  failedAt: Date & Opt = new Date();

  constructor(email: string) {
    this.email = email;
  }
}
