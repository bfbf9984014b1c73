import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** One saved version of the agreement's template; the newest is the one new agreements are filled from. */
@Entity({ tableName: 'agreement_templates' })
export class AgreementTemplateRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  /** 1, 2, 3...: unique, so two saves at once cannot both be version n. Version 0 is the school's default, never stored. */
  @Property({ type: 'integer', unique: true })
  version: number;

  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'string', length: 36, nullable: true })
  savedById: string | null;

  @Property({ type: 'datetime' })
  savedAt: Date & Opt = new Date();

  constructor(fields: Pick<AgreementTemplateRecord, 'version' | 'text' | 'savedById'>) {
    Object.assign(this, fields);
  }
}

/**
 * A family's agreement, made when it accepted an offer: the exact text filled from the template (and which version),
 * its SHA-256, and, once every required guardian has signed, when and where its PDF is kept.
 */
@Entity({ tableName: 'agreements' })
export class AgreementRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  /** Indexed; moved with the family when two are merged (FamiliesService.merge). */
  @Property({ type: 'string', length: 36, index: true })
  familyId: string;

  @Property({ type: 'json' })
  studentIds: string[];

  /** The children's names as the text has them, for the console's list. */
  @Property({ type: 'string', length: 500 })
  children: string;

  @Property({ type: 'string', length: 120 })
  className: string;

  /** YYYY-MM-DD. */
  @Property({ type: 'string', length: 10 })
  startDate: string;

  @Property({ type: 'double' })
  monthlyTuition: number;

  @Property({ type: 'integer' })
  templateVersion: number;

  @Property({ type: 'text' })
  text: string;

  /** Hex SHA-256 of the UTF-8 bytes of `text`. */
  @Property({ type: 'string', length: 64 })
  textHash: string;

  @Index()
  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  /** Set once, by whichever signature was the last (a conditional update, so two last signatures finish it once). */
  @Property({ type: 'datetime', nullable: true })
  completedAt: (Date & Opt) | null = null;

  /** The signed PDF in the file storage ("agreements/<id>.pdf"): never at a public address, handed out by the API. */
  @Property({ type: 'string', length: 200, nullable: true })
  pdfPath: (string & Opt) | null = null;

  constructor(fields: Pick<AgreementRecord, 'familyId' | 'studentIds' | 'children' | 'className' | 'startDate' | 'monthlyTuition' | 'templateVersion' | 'text' | 'textHash'>) {
    Object.assign(this, fields);
  }
}

/** One required guardian's signature of an agreement: their private link (its hash only) and what they signed. */
@Entity({ tableName: 'agreement_signers' })
export class AgreementSignerRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 36, index: true })
  agreementId: string;

  /** Follows the guardian when two families are merged (FamiliesService.merge moves every `guardianId`). */
  @Property({ type: 'string', length: 36, index: true })
  guardianId: string;

  /** The name on record when the agreement was made: the one the typed name must match. */
  @Property({ type: 'string', length: 120 })
  guardianName: string;

  @Property({ type: 'string', length: 254 })
  email: string;

  /** Their order on the agreement (the family's guardians in the order they joined it). */
  @Property({ type: 'integer' })
  position: number;

  /** The SHA-256 of the link's secret; a fresh secret each time the mail is tried (as a consent link's). */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash: string;

  @Property({ type: 'string', length: 200, nullable: true })
  signedName: (string & Opt) | null = null;

  @Property({ type: 'datetime', nullable: true })
  signedAt: (Date & Opt) | null = null;

  /** The SHA-256 of the text the guardian signed, as the page sent it (it must be the agreement's). */
  @Property({ type: 'string', length: 64, nullable: true })
  signedHash: (string & Opt) | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ipAddress: (string & Opt) | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  userAgent: (string & Opt) | null = null;

  constructor(fields: Pick<AgreementSignerRecord, 'agreementId' | 'guardianId' | 'guardianName' | 'email' | 'position' | 'tokenHash'>) {
    Object.assign(this, fields);
  }
}

export const agreementEntities = [AgreementTemplateRecord, AgreementRecord, AgreementSignerRecord];
