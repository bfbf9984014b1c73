import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Level, Stage, StudentStatus } from '@trailside/domain/admissions/admissions.types';

/** A child of a family, from first enquiry on; staff-only, but for their own guardians on My family. */
@Entity({ tableName: 'family_students' })
@Index({ properties: ['stage', 'level', 'startTerm'] })
export class StudentRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36, index: true })
  familyId: string;

  @Property({ type: 'string', length: 60 })
  firstName: string;

  @Property({ type: 'string', length: 60 })
  lastName: string & Opt = '';

  /** "YYYY-MM-DD", a calendar date with no zone; null until a family gives it (a visit asks only the age). */
  @Property({ type: 'string', length: 10, nullable: true })
  dateOfBirth: (string & Opt) | null = null;

  @Property({ type: 'string', length: 16, nullable: true })
  level: (Level & Opt) | null = null;

  /** "YYYY-MM" (see startTermsFrom). */
  @Property({ type: 'string', length: 7, nullable: true })
  startTerm: (string & Opt) | null = null;

  @Property({ type: 'string', length: 16 })
  stage: Stage & Opt = 'enquiry';

  /** Follows the stage (STATUS_OF_STAGE) through admissions; later work (alumni, withdrawal) sets it on its own. */
  @Property({ type: 'string', length: 16 })
  status: StudentStatus & Opt = 'enquiring';

  /** The child's own account on the site, where one exists. */
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  userId: (string & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(fields: Pick<StudentRecord, 'familyId' | 'firstName'> & Partial<Pick<StudentRecord, 'lastName' | 'dateOfBirth' | 'level' | 'startTerm'>>) {
    Object.assign(this, fields);
  }
}
