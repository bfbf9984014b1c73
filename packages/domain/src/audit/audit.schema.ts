import { z } from 'zod';
import { AUDIT_MESSAGES } from './audit.messages';
import { offsetQuery } from '../pagination/list-query';
import { DEFAULT_AUDIT_LIMIT, MAX_AUDIT_LIMIT } from './audit.rules';
import { AUDIT_ACTIONS, AUDIT_ENTITY_KINDS, type AuditAction, type AuditEntityKind } from './audit.types';

const count = (message: string, min: number, max: number, fallback: number) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback);

/** A day (2026-11-23, read as UTC) or a full ISO moment; `to` as a bare day means the end of that day. */
const moment = (endOfDay: boolean) =>
  z
    .string({ error: AUDIT_MESSAGES.date })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, { error: AUDIT_MESSAGES.date })
    .transform((text, ctx) => {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
      const date = new Date(day ? `${text}T00:00:00.000Z` : text);
      // A day that does not exist (February 30) would roll over into the next month: refuse it instead.
      if (Number.isNaN(date.getTime()) || (day && date.toISOString().slice(0, 10) !== text)) {
        ctx.addIssue({ code: 'custom', message: AUDIT_MESSAGES.date, input: text });
        return z.NEVER;
      }
      return day && endOfDay ? new Date(date.getTime() + 86_400_000 - 1) : date;
    })
    .optional();

/**
 * `GET /api/audit`: newest first, paged with limit and offset, narrowed by who acted, what they did, the kind of
 * record and a date range (from and to, both included).
 */
export const auditQuerySchema = z
  .object({
    actorId: z.string({ error: AUDIT_MESSAGES.actorId }).trim().min(1, { error: AUDIT_MESSAGES.actorId }).max(36, { error: AUDIT_MESSAGES.actorId }).optional(),
    action: z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.action }).optional(),
    entityKind: z.enum(AUDIT_ENTITY_KINDS, { error: AUDIT_MESSAGES.entityKind }).optional(),
    from: moment(false),
    to: moment(true),
    limit: count(AUDIT_MESSAGES.limit, 1, MAX_AUDIT_LIMIT, DEFAULT_AUDIT_LIMIT),
    offset: offsetQuery,
  })
  .refine(({ from, to }) => !from || !to || from <= to, { error: AUDIT_MESSAGES.dateOrder, path: ['from'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** What a client may ask the audit list for; everything is optional. Dates as YYYY-MM-DD or ISO. */
export interface AuditQueryInput {
  actorId?: string;
  action?: AuditAction;
  entityKind?: AuditEntityKind;
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}
