import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { FamilyEventKind } from '@trailside/domain/admissions/admissions.types';

/** One line of a family's timeline: an enquiry, a visit, an application, a mail sent, a stage change, a staff note. */
@Entity({ tableName: 'family_events' })
@Index({ properties: ['familyId', 'at'] })
export class FamilyEventRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36 })
  familyId: string;

  @Property({ type: 'string', length: 36, nullable: true })
  studentId: (string & Opt) | null = null;

  @Property({ type: 'string', length: 16 })
  kind: FamilyEventKind;

  /** Plain words for staff: "Booked a school tour on Tuesday 8 December at 9:30". */
  @Property({ type: 'text' })
  text: string;

  /** The staff member who did it; null when the family or the website did. */
  @Property({ type: 'string', length: 36, nullable: true })
  actorId: (string & Opt) | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  actorName: (string & Opt) | null = null;

  @Property({ type: 'datetime' })
  at: Date & Opt = new Date();

  constructor(fields: Pick<FamilyEventRecord, 'familyId' | 'kind' | 'text'> & Partial<Pick<FamilyEventRecord, 'studentId' | 'actorId' | 'actorName'>>) {
    Object.assign(this, fields);
  }
}
