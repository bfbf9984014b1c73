import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Level } from '@trailside/domain/admissions/admissions.types';

/**
 * A student's line on a waiting list: what the order reads (waitingOrder) besides the student's stage. It stays when
 * the student leaves the list (offered, declined): the list is the lines whose student is at 'waiting-list'.
 */
@Entity({ tableName: 'waiting_list_entries' })
@Index({ properties: ['level', 'startTerm'] })
export class WaitingEntryRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36, index: true })
  familyId: string;

  @Property({ type: 'string', length: 36, unique: true })
  studentId: string;

  @Property({ type: 'string', length: 16 })
  level: Level;

  @Property({ type: 'string', length: 7 })
  startTerm: string;

  /** When the application was complete (see completedAtOf in waiting-list.service.ts). */
  @Property({ type: 'datetime' })
  completedAt: Date;

  /** The place staff moved the student to (a rank the order keeps, waitingOrder), and when, by whom and why. */
  @Property({ type: 'integer', nullable: true })
  manualPlace: (number & Opt) | null = null;

  @Property({ type: 'datetime', nullable: true })
  movedAt: (Date & Opt) | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  moveReason: (string & Opt) | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  movedBy: (string & Opt) | null = null;

  @Property({ type: 'datetime' })
  joinedAt: Date & Opt = new Date();

  constructor(fields: Pick<WaitingEntryRecord, 'familyId' | 'studentId' | 'level' | 'startTerm' | 'completedAt'>) {
    Object.assign(this, fields);
  }
}
