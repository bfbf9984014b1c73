import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { CalendarAudience, CalendarKind } from '@trailside/domain/calendar/calendar.types';

/**
 * A calendar event or repeating series (issue 25). Times are wall-clock texts in `timeZone` and the series an
 * RFC 5545 rule, expanded by the domain's occurrencesOf. A deleted event stays as a tombstone (`deletedAt`) so
 * the calendar feeds can tell subscribed calendars it is cancelled.
 */
@Entity({ tableName: 'calendar_events' })
export class CalendarEventRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 120 })
  title: string;

  @Property({ type: 'text' })
  description: string & Opt = '';

  @Property({ type: 'string', length: 200 })
  place: string & Opt = '';

  @Property({ type: 'string', length: 20 })
  audience: CalendarAudience & Opt = 'whole-school';

  @Property({ type: 'string', length: 20 })
  kind: CalendarKind & Opt = 'event';

  @Property({ type: 'boolean' })
  allDay: boolean & Opt = false;

  /** "2027-03-09T18:00", or "2027-03-09" when all day. */
  @Property({ type: 'string', length: 16 })
  startLocal: string;

  @Property({ type: 'string', length: 16 })
  endLocal: string;

  @Property({ type: 'string', length: 64 })
  timeZone: string;

  @Property({ type: 'string', length: 500, nullable: true })
  repeatRule: string | null = null;

  /** The days left out of a series, as a JSON list of "2027-04-07". */
  @Property({ type: 'text' })
  skippedDates: string & Opt = '[]';

  @Property({ type: 'string', length: 200, nullable: true })
  imagePath: string | null = null;

  @Property({ type: 'string', length: 2000, nullable: true })
  linkUrl: string | null = null;

  @Property({ type: 'integer' })
  sequence: number & Opt = 0;

  /** The UID of the imported file's event it came from; a second import finds it again by this. */
  @Property({ type: 'string', length: 500, nullable: true, unique: true })
  importUid: string | null = null;

  @Index()
  @Property({ type: 'datetime', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: Pick<CalendarEventRecord, 'title' | 'startLocal' | 'endLocal' | 'timeZone'>) {
    Object.assign(this, fields);
  }
}
