import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { VisitBookingStatus } from '@trailside/domain/admissions/visits.types';
import { VisitTimeRecord } from './visit-time.entity';

/** A family's booking of a visit time. */
@Entity({ tableName: 'visit_bookings' })
@Index({ properties: ['status', 'remindedAt'] })
export class VisitBookingRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @ManyToOne(() => VisitTimeRecord, { ref: true, index: true })
  visit: Ref<VisitTimeRecord>;

  @Property({ type: 'string', length: 100 })
  name: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  @Property({ type: 'string', length: 40 })
  phone: string;

  /** The child's age or grade, as the family wrote it. */
  @Property({ type: 'string', length: 60 })
  child: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  note: string | null = null;

  @Property({ type: 'string', length: 16 })
  status: VisitBookingStatus & Opt = 'booked';

  /** The family it belongs to (FamiliesService.familyFor); a merge of two families moves it with the rest. */
  @Index()
  @Property({ type: 'string', length: 36, nullable: true })
  familyId: string | null = null;

  /** The account that booked, when one was signed in. */
  @Property({ type: 'string', length: 36, nullable: true })
  userId: string | null = null;

  /** The invitation's SEQUENCE (RFC 5545): one more at each move, so calendars replace the earlier one. */
  @Property({ type: 'integer' })
  sequence: number & Opt = 0;

  /** Set when the day-before reminder was claimed (or was not needed, for a booking made after its time). */
  @Property({ type: 'datetime', nullable: true })
  remindedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: Pick<VisitBookingRecord, 'visit' | 'name' | 'email' | 'phone' | 'child' | 'note' | 'userId'>) {
    Object.assign(this, fields);
  }
}
