import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUDIT_ROUTES, type GetAuditTrailResponse } from '@trailside/domain/audit/audit.contract';
import { DEFAULT_AUDIT_LIMIT, MAX_AUDIT_LIMIT } from '@trailside/domain/audit/audit.rules';
import { type AuditQuery, auditQuerySchema } from '@trailside/domain/audit/audit.schema';
import { AUDIT_ACTIONS, AUDIT_ENTITY_KINDS } from '@trailside/domain/audit/audit.types';
import { SchemaPipe } from '../common/validation/schema.pipe';
import { AuditService } from './audit.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

@ApiTags('audit')
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Endpoint({
    method: 'GET', path: AUDIT_ROUTES.getAuditTrail, access: 'admin',
    query: [
      { name: 'actorId', required: false, description: 'Only what this staff account did.' },
      { name: 'action', required: false, enum: AUDIT_ACTIONS },
      { name: 'entityKind', required: false, enum: AUDIT_ENTITY_KINDS },
      { name: 'from', required: false, description: 'From this day (YYYY-MM-DD, UTC) or moment (ISO), included.' },
      { name: 'to', required: false, description: 'Up to this day (the whole day, UTC) or moment (ISO), included.' },
      { name: 'limit', required: false, description: `1-${MAX_AUDIT_LIMIT}, default ${DEFAULT_AUDIT_LIMIT}.` },
      { name: 'offset', required: false, description: 'How many matching entries to skip, default 0.' },
    ],
    summary: 'The audit trail: what staff did, newest first',
    description:
      'ADMIN and GOD. Each entry: { id, at {seconds}, actorId, actorName (as it was then), action, entityKind, entityIds, summary }. ' +
      'Response: { entries, total, limit, offset, nextOffset }.',
  })
  list(@Query(new SchemaPipe(auditQuerySchema)) query: AuditQuery): Promise<GetAuditTrailResponse> {
    return this.audit.list(query);
  }
}
