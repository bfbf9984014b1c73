import { EntityManager, type FilterQuery } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { timestampOf } from '@trailside/domain/api/timestamp';
import type { GetAuditTrailResponse } from '@trailside/domain/audit/audit.contract';
import { shortSummary } from '@trailside/domain/audit/audit.rules';
import type { AuditQuery } from '@trailside/domain/audit/audit.schema';
import type { AuditAction, AuditEntityKind, AuditEntry } from '@trailside/domain/audit/audit.types';
import { displayNameOf } from '@trailside/domain/users/user.rules';
import type { UserAccount } from '../identity/people/user-account.entity';
import { AuditEntryRecord } from './audit-entry.entity';

/** What one staff action changed; who and when are added by AuditService.record. */
export interface AuditEvent {
  action: AuditAction;
  entityKind: AuditEntityKind;
  entityIds: string[];
  /** Plain words, never a password or a token; cut to MAX_AUDIT_SUMMARY_LENGTH. */
  summary: string;
}

/** Who acted: their account id and their name at that moment (see actorOf). */
export interface AuditActor {
  id: string;
  name: string;
}

export const actorOf = (account: Pick<UserAccount, 'id' | 'fname' | 'lname'>): AuditActor => ({ id: account.id, name: (displayNameOf(account) || account.id).slice(0, 200) });

@Injectable()
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  /** Writes the events of one request in one flush, with the actor's id and their name as it was when they acted. */
  async record(actor: AuditActor, events: AuditEvent[]): Promise<void> {
    if (!events.length) return;
    const em = this.em.fork();
    const { id: actorId, name: actorName } = actor;
    for (const { action, entityKind, entityIds, summary } of events) {
      em.persist(new AuditEntryRecord({ actorId, actorName, action, entityKind, entityIds: JSON.stringify(entityIds), summary: shortSummary(summary) }));
    }
    await em.flush();
  }

  async list({ actorId, action, entityKind, from, to, limit, offset }: AuditQuery): Promise<GetAuditTrailResponse> {
    const at = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
    const where: FilterQuery<AuditEntryRecord> = {
      ...(actorId ? { actorId } : {}),
      ...(action ? { action } : {}),
      ...(entityKind ? { entityKind } : {}),
      ...(from || to ? { at } : {}),
    };
    const [records, total] = await this.em.findAndCount(AuditEntryRecord, where, { orderBy: { at: 'desc', id: 'desc' }, limit, offset });
    return { entries: records.map(toAuditEntry), total, limit, offset, nextOffset: offset + records.length < total ? offset + records.length : null };
  }
}

export function toAuditEntry({ id, at, actorId, actorName, action, entityKind, entityIds, summary }: AuditEntryRecord): AuditEntry {
  return { id, at: timestampOf(at), actorId, actorName, action, entityKind, entityIds: JSON.parse(entityIds) as string[], summary };
}
