import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, type Opt, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { UserAccount } from '../people/user-account.entity';

/** One of an account's ten recovery codes, kept only as its hash; used once. */
@Entity({ tableName: 'recovery_codes' })
export class RecoveryCode {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @ManyToOne(() => UserAccount, { ref: true, deleteRule: 'cascade', index: true })
  user: Ref<UserAccount>;

  /** SHA-256 of the normalised code: the codes are 50 random bits, so a slow hash would add nothing. */
  @Property({ type: 'string', length: 64 })
  codeHash: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  constructor(user: Ref<UserAccount>, codeHash: string) {
    this.user = user;
    this.codeHash = codeHash;
  }
}

/** A wrong code typed at the second step: MAX_WRONG_CODES of them within the lock time pause it. */
@Entity({ tableName: 'failed_second_steps' })
export class FailedSecondStep {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @ManyToOne(() => UserAccount, { ref: true, deleteRule: 'cascade', index: true })
  user: Ref<UserAccount>;

  @Property({ type: 'datetime' })
  failedAt: Date & Opt = new Date();

  constructor(user: Ref<UserAccount>) {
    this.user = user;
  }
}

/**
 * A second-step ticket that has signed someone in, by its id (jti): a ticket works for one sign-in. Kept only until the
 * ticket would have run out anyway.
 */
@Entity({ tableName: 'used_second_step_tickets' })
export class UsedSecondStepTicket {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  constructor(id: string, expiresAt: Date) {
    this.id = id;
    this.expiresAt = expiresAt;
  }
}
