import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One guardian's private link to answer an offer: each guardian gets their own, made afresh each time their mail is
 * tried (only its hash kept, privateLinkToken), so a second guardian's mail never undoes the first's link.
 */
@Entity({ tableName: 'admission_offer_links' })
export class OfferLinkRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36, index: true })
  offerId: string;

  @Property({ type: 'string', length: 36, index: true })
  familyId: string;

  @Property({ type: 'string', length: 36, index: true })
  guardianId: string;

  /** SHA-256 of the link's secret; null until the first mail is made. */
  @Property({ type: 'string', length: 64, nullable: true, index: true })
  tokenHash: (string & Opt) | null = null;

  constructor(fields: Pick<OfferLinkRecord, 'offerId' | 'familyId' | 'guardianId'>) {
    Object.assign(this, fields);
  }
}
