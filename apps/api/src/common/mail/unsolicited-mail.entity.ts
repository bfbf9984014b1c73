import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One mail queued to an address that had not asked for it (UNSOLICITED_MAILS_PER_ADDRESS_PER_DAY), by the address's
 * SHA-256, not the address: the table only counts, and a row is removed after a day.
 */
@Entity({ tableName: 'unsolicited_mails' })
@Index({ properties: ['addressHash', 'queuedAt'] })
export class UnsolicitedMail {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 64 })
  addressHash: string;

  @Property({ type: 'datetime', index: true })
  queuedAt: Date & Opt = new Date();

  constructor(addressHash: string) {
    this.addressHash = addressHash;
  }
}
