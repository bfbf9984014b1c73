import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AUDIT_ROUTES, type GetAuditTrailResponse } from '@trailside/domain/audit/audit.contract';
import { DEFAULT_AUDIT_LIMIT, MAX_AUDIT_LIMIT } from '@trailside/domain/audit/audit.rules';
import { type AuditQuery, auditQuerySchema } from '@trailside/domain/audit/audit.schema';
import { AUDIT_ACTIONS, AUDIT_ENTITY_KINDS } from '@trailside/domain/audit/audit.types';
import { Access } from '../common/access/access.decorator';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import { AuditService } from './audit.service';

@ApiTags('audit')
@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get(AUDIT_ROUTES.getAuditTrail)
  @Access('admin')
  @ApiQuery({ name: 'actorId', required: false, description: 'Only what this staff account did.' })
  @ApiQuery({ name: 'action', required: false, enum: AUDIT_ACTIONS })
  @ApiQuery({ name: 'entityKind', required: false, enum: AUDIT_ENTITY_KINDS })
  @ApiQuery({ name: 'from', required: false, description: 'From this day (YYYY-MM-DD, UTC) or moment (ISO), included.' })
  @ApiQuery({ name: 'to', required: false, description: 'Up to this day (the whole day, UTC) or moment (ISO), included.' })
  @ApiQuery({ name: 'limit', required: false, description: `1-${MAX_AUDIT_LIMIT}, default ${DEFAULT_AUDIT_LIMIT}.` })
  @ApiQuery({ name: 'offset', required: false, description: 'How many matching entries to skip, default 0.' })
  @ApiOperation({
    summary: 'The audit trail: what staff did, newest first',
    description:
      'ADMIN and GOD. Each entry: { id, at {seconds}, actorId, actorName (as it was then), action, entityKind, entityIds, summary }. ' +
      'Response: { entries, total, limit, offset, nextOffset }.',
  })
  list(@Query(new ZodBodyPipe(auditQuerySchema)) query: AuditQuery): Promise<GetAuditTrailResponse> {
    return this.audit.list(query);
  }
}
