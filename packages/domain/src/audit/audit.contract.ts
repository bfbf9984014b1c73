import type { AuditEntry } from './audit.types';

/** Paths under /api, named after the client functions that call them. */
export const AUDIT_ROUTES = {
  getAuditTrail: 'audit',
} as const;

/** GET /api/audit (ADMIN and GOD). */
export interface GetAuditTrailResponse {
  /** Newest first, `limit` at most from `offset`. */
  entries: AuditEntry[];
  /** Entries matching the whole filter: what paging goes through. */
  total: number;
  limit: number;
  offset: number;
  /** The offset of the next page, or null when this page is the last. */
  nextOffset: number | null;
}
