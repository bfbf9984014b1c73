import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, type Opt, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { UserAccount } from './user-account.entity';

/** A child's sign-up waiting for (or given) the consent of the parent it named; only the link's hash is kept. */
@Entity({ tableName: 'parent_consents' })
export class ParentConsentRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @ManyToOne(() => UserAccount, { ref: true, deleteRule: 'cascade', index: true })
  child: Ref<UserAccount>;

  /** Indexed: a parent's My account lists the requests naming their address. */
  @Property({ type: 'string', length: 254, index: true })
  parentEmail: string;

  /** A fresh link is made each time the mail is tried; null until then. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  givenAt: Date | null = null;

  /** When the mail with the link reached the mail server; null while it waits, and for good if none could go. */
  @Property({ type: 'datetime', nullable: true })
  mailedAt: (Date & Opt) | null = null;

  /** When the parent said this is not their child (from My account); the child may then name another. */
  @Property({ type: 'datetime', nullable: true })
  declinedAt: (Date & Opt) | null = null;

  constructor(child: Ref<UserAccount>, parentEmail: string, tokenHash: string) {
    this.child = child;
    this.parentEmail = parentEmail;
    this.tokenHash = tokenHash;
  }
}
