import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A private link to a booking, one per mail that carried one (the confirmation, a move's, the reminder): only the
 * SHA-256 of its token is kept, so a copy of the database opens no booking, and every link a family was sent works.
 */
@Entity({ tableName: 'visit_links' })
export class VisitLinkRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Index()
  @Property({ type: 'string', length: 36 })
  bookingId: string;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(bookingId: string, tokenHash: string) {
    this.bookingId = bookingId;
    this.tokenHash = tokenHash;
  }
}
