import type { AuditQueryInput } from '@trailside/domain/audit/audit.schema';

const all = ['audit'] as const;

/** Query keys of the audit trail (staff only; never persisted). */
export const auditKeys = {
  all,
  list: (query: AuditQueryInput) => [...all, 'list', query] as const,
};
