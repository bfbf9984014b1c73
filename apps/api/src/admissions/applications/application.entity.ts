import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { Level } from '@trailside/domain/admissions/admissions.types';

/**
 * An application made online (issue 41): it waits for the guardian to open the private link mailed to them, which
 * proves their address and completes it (`completedAt`, the date the waiting list orders by). Staff see only
 * completed ones. Only the link's SHA-256 is kept (privateLinkToken).
 */
@Entity({ tableName: 'applications' })
@Index({ properties: ['completedAt'] })
export class ApplicationRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36, index: true })
  familyId: string;

  /** The guardian who applied, and to whose address the link went. */
  @Property({ type: 'string', length: 36, index: true })
  guardianId: string;

  @Property({ type: 'string', length: 36, nullable: true })
  secondGuardianId: (string & Opt) | null = null;

  @Property({ type: 'string', length: 64, unique: true })
  linkHash: string;

  @Property({ type: 'text' })
  note: string & Opt = '';

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** When the guardian proved their address: from then on staff see it, and the waiting list counts from it. */
  @Property({ type: 'datetime', nullable: true })
  completedAt: (Date & Opt) | null = null;

  constructor(fields: Pick<ApplicationRecord, 'familyId' | 'guardianId' | 'linkHash'> & Partial<Pick<ApplicationRecord, 'secondGuardianId' | 'note'>>) {
    Object.assign(this, fields);
  }
}

/** One child an application is for, as applied: the level and start term asked for, and the school they come from. */
@Entity({ tableName: 'application_children' })
export class ApplicationChildRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36, index: true })
  applicationId: string;

  @Property({ type: 'string', length: 36, index: true })
  familyId: string;

  @Property({ type: 'string', length: 36, index: true })
  studentId: string;

  @Property({ type: 'string', length: 16 })
  level: Level;

  /** "YYYY-MM" (startTermsFrom). */
  @Property({ type: 'string', length: 7 })
  startTerm: string;

  @Property({ type: 'string', length: 120 })
  previousSchool: string & Opt = '';

  /** The child's place in the form, so the status page and the console list children as the family did. */
  @Property({ type: 'integer' })
  position: number;

  constructor(fields: Pick<ApplicationChildRecord, 'applicationId' | 'familyId' | 'studentId' | 'level' | 'startTerm' | 'position'> & Partial<Pick<ApplicationChildRecord, 'previousSchool'>>) {
    Object.assign(this, fields);
  }
}

/**
 * A document sent with an application (a report, a birth certificate): kept in the file storage under a private
 * prefix that /uploads never serves, streamed only to staff. `storageKey` is made by the API, never by a client.
 */
@Entity({ tableName: 'application_documents' })
export class ApplicationDocumentRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36, index: true })
  applicationId: string;

  @Property({ type: 'string', length: 36, index: true })
  familyId: string;

  /** The file's name as the family's computer called it, cleaned, only for the download's name. */
  @Property({ type: 'string', length: 120 })
  name: string;

  /** Its type as read from its content (application/pdf, image/png, image/jpeg). */
  @Property({ type: 'string', length: 40 })
  contentType: string;

  @Property({ type: 'integer' })
  size: number;

  @Property({ type: 'string', length: 200 })
  storageKey: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(fields: Pick<ApplicationDocumentRecord, 'applicationId' | 'familyId' | 'name' | 'contentType' | 'size' | 'storageKey'>) {
    Object.assign(this, fields);
  }
}

/** The applications' tables, for the ORM's list (orm-options.ts) and the module's repositories. */
export const applicationEntities = [ApplicationRecord, ApplicationChildRecord, ApplicationDocumentRecord];
