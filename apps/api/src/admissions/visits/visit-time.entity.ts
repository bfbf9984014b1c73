import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { VisitKind } from '@trailside/domain/admissions/visits.types';

/**
 * A time families may book to see the school. `booked` counts its live bookings and is only ever changed by a
 * conditional update (`booked < places`), so the database, not a read before a write, decides who gets the last place.
 */
@Entity({ tableName: 'visit_times' })
export class VisitTimeRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Index()
  @Property({ type: 'datetime' })
  startsAt: Date;

  @Property({ type: 'integer' })
  minutes: number;

  @Property({ type: 'string', length: 16 })
  kind: VisitKind;

  @Property({ type: 'integer' })
  places: number;

  @Property({ type: 'integer' })
  booked: number & Opt = 0;

  @Property({ type: 'string', length: 500, nullable: true })
  note: string | null = null;

  /** The weekly series it was published in. */
  @Property({ type: 'string', length: 36, nullable: true })
  seriesId: string | null = null;

  /** When its bookings' reminder is due: the day before, on the school's clock. */
  @Index()
  @Property({ type: 'datetime' })
  remindAt: Date;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: Pick<VisitTimeRecord, 'startsAt' | 'minutes' | 'kind' | 'places' | 'note' | 'seriesId' | 'remindAt'>) {
    Object.assign(this, fields);
  }
}
