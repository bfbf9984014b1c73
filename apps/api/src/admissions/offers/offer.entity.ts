import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Level } from '@trailside/domain/admissions/admissions.types';
import type { OfferState } from '@trailside/domain/admissions/offers.types';

/** A place offered to a student on a waiting list; the family answers by a private link before `deadline`. */
@Entity({ tableName: 'admission_offers' })
@Index({ properties: ['state', 'deadline'] })
@Index({ properties: ['level', 'startTerm'] })
export class OfferRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36, index: true })
  familyId: string;

  @Property({ type: 'string', length: 36, index: true })
  studentId: string;

  @Property({ type: 'string', length: 16 })
  level: Level;

  @Property({ type: 'string', length: 7 })
  startTerm: string;

  @Property({ type: 'string', length: 60 })
  className: string;

  /** Dollars a month, the class's fee when the offer was made. */
  @Property({ type: 'integer' })
  monthlyTuition: number;

  /** "YYYY-MM-DD". */
  @Property({ type: 'string', length: 10 })
  startDate: string;

  @Property({ type: 'string', length: 200, nullable: true })
  deposit: string | null;

  @Property({ type: 'datetime' })
  deadline: Date;

  /** Moved from 'open' only by a conditional update, so an answer and the lapse never both happen. */
  @Property({ type: 'string', length: 16 })
  state: OfferState & Opt = 'open';

  @Property({ type: 'datetime' })
  offeredAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  answeredAt: (Date & Opt) | null = null;

  constructor(fields: Pick<OfferRecord, 'familyId' | 'studentId' | 'level' | 'startTerm' | 'className' | 'monthlyTuition' | 'startDate' | 'deposit' | 'deadline'>) {
    Object.assign(this, fields);
  }
}
