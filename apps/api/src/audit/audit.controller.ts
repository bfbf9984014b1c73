import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUDIT_ROUTES, type GetAuditTrailResponse } from '@trailside/domain/audit/audit.contract';
import { DEFAULT_AUDIT_LIMIT, MAX_AUDIT_LIMIT } from '@trailside/domain/audit/audit.rules';
import { type AuditQuery, auditQuerySchema } from '@trailside/domain/audit/audit.schema';
import { AuditService } from './audit.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';

@ApiTags('audit')
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Endpoint({
    method: 'GET', path: AUDIT_ROUTES.getAuditTrail, access: 'admin',
    query: queryParams(auditQuerySchema, {
      actorId: 'Only what this staff account did.',
      action: 'Only entries of this action.',
      entityKind: 'Only entries about this kind of record.',
      from: 'From this day (YYYY-MM-DD, UTC) or moment (ISO), included.',
      to: 'Up to this day (the whole day, UTC) or moment (ISO), included.',
      limit: `1-${MAX_AUDIT_LIMIT}, default ${DEFAULT_AUDIT_LIMIT}.`,
      offset: 'How many matching entries to skip, default 0.',
    }),
    summary: 'The audit trail: what staff did, newest first',
    description:
      'ADMIN and GOD. Each entry: { id, at {seconds}, actorId, actorName (as it was then), action, entityKind, entityIds, summary }. ' +
      'Response: { entries, total, limit, offset, nextOffset }.',
  })
  list(@Query() query: AuditQuery): Promise<GetAuditTrailResponse> {
    return this.audit.list(query);
  }
}
