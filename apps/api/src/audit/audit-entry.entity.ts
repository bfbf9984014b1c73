import { randomUUID } from 'node:crypto';
import { Entity, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { AuditAction, AuditEntityKind } from '@trailside/domain/audit/audit.types';

/**
 * One staff action. The actor's name is copied, not joined, so the entry still says who acted after the account
 * is renamed or deleted. Entity ids are kept as a JSON list in text (a bulk moderation names up to 1,000).
 */
@Entity({ tableName: 'audit_entries' })
@Index({ properties: ['actorId', 'at'] })
export class AuditEntryRecord {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string & Opt = randomUUID();

  @Index()
  @Property({ type: 'datetime' })
  at: Date & Opt = new Date();

  @Property({ type: 'string', length: 36 })
  actorId: string;

  @Property({ type: 'string', length: 200 })
  actorName: string;

  @Index()
  @Property({ type: 'string', length: 32 })
  action: AuditAction;

  @Index()
  @Property({ type: 'string', length: 32 })
  entityKind: AuditEntityKind;

  @Property({ type: 'text' })
  entityIds: string;

  @Property({ type: 'string', length: 300 })
  summary: string;

  constructor(fields: Pick<AuditEntryRecord, 'actorId' | 'actorName' | 'action' | 'entityKind' | 'entityIds' | 'summary'>) {
    Object.assign(this, fields);
  }
}
