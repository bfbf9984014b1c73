import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { UserAccount } from '../people/user-account.entity';

/** A mailed reset link. Only a hash of its secret is stored, so a database leak gives no one a way in. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @ManyToOne(() => UserAccount, { deleteRule: 'cascade' })
  user: UserAccount;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'datetime' })
  expiresAt: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(user: UserAccount, tokenHash: string, expiresAt: Date) {
    this.user = user;
    this.tokenHash = tokenHash;
    this.expiresAt = expiresAt;
  }
}
