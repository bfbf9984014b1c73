import { EntityManager } from '@mikro-orm/core';
import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isStaff } from '@trailside/domain/users/access-level';
import type { Request } from 'express';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import type { UserAccount } from '../identity/people/user-account.entity';
import { type AuditEvent, AuditService, actorOf } from './audit.service';

export const AUDITED = 'trailside:audited';

/** What a route's describer sees: the request's fields (JSON, form fields, or a `payload`/`data` JSON field) and the answer. */
export interface AuditedCall<Before = unknown> {
  body: Record<string, unknown>;
  result: unknown;
  /** The form fields of the uploaded files, e.g. ['image']: a new picture is a change too. */
  uploads: string[];
  /** What `before` read ahead of the change, e.g. the access level an account had. */
  before: Before;
}

export interface AuditSpec<Before = unknown> {
  /** Reads what the answer will no longer show (a deleted user's name, a previous level), before the handler runs. */
  before?: (em: EntityManager, body: Record<string, unknown>) => Promise<Before>;
  describe: (call: AuditedCall<Before>) => AuditEvent | AuditEvent[] | null;
}

/**
 * On a write route that names an `audit` in its @Endpoint: once the handler has succeeded and only when a staff
 * member (access level below 3) made it, records who did what in the audit trail. A refused or failed request
 * records nothing, and a family's own edit (a route naming a permission of the access table) is not a staff action. Every staff write route
 * names one: @Endpoint does not compile without it (test/audit.e2e-spec.ts checks the routes too).
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
    private readonly em: EntityManager,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const spec = this.reflector.get<AuditSpec | undefined>(AUDITED, context.getHandler());
    const request = context.switchToHttp().getRequest<Request & { user?: UserAccount }>();
    const actor = request.user;
    if (!spec || !actor || !isStaff(actor.accessLevel)) return next.handle();
    // Read now: a staff member renaming their own account acted under the name they had.
    const who = actorOf(actor);
    return defer(async () => {
      const body = fieldsOf(request.body);
      // This read sees the body before any pipe has checked it: one it cannot make (an id no database accepts)
      // leaves the entry without the old values, and the handler's own validation answers the request.
      const before = spec.before ? await spec.before(this.em.fork(), body).catch(() => undefined) : undefined;
      const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
      const described = spec.describe({ body, result, before, uploads: uploadsOf(request) });
      const events = described === null ? [] : Array.isArray(described) ? described : [described];
      try {
        await this.audit.record(who, events);
      } catch (error) {
        // The change is made and answered; a lost entry is an error for whoever reads the log.
        this.logger.error(`Could not record ${events.map((event) => `${event.action} ${event.entityKind}`).join(', ')} by ${actor.id}: ${String(error)}`);
      }
      return result;
    });
  }
}

/** The form fields multer took files from (one file, or several). */
function uploadsOf(request: Request): string[] {
  const files = [request.file, ...(Array.isArray(request.files) ? request.files : Object.values(request.files ?? {}).flat())];
  return [...new Set(files.flatMap((file) => (file ? [file.fieldname] : [])))];
}

/** The request's fields as one object, with a multipart `payload` or `data` JSON field opened. */
function fieldsOf(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const fields = { ...(body as Record<string, unknown>) };
  for (const name of ['payload', 'data']) {
    const value = fields[name];
    if (typeof value !== 'string') continue;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object') Object.assign(fields, parsed);
    } catch {
      // Not JSON: the validation pipe refuses it, and nothing is recorded.
    }
  }
  return fields;
}
