import type { ApiClient } from '../api/client';
import { send } from '../api/client';
import { AUDIT_ROUTES, type GetAuditTrailResponse } from './audit.contract';
import type { AuditQueryInput } from './audit.schema';

/** The staff actions, newest first, narrowed and paged by the query. */
export const getAuditTrail = (api: ApiClient, query: AuditQueryInput = {}) =>
  send(() =>
    api
      .get(AUDIT_ROUTES.getAuditTrail, {
        searchParams: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>,
      })
      .json<GetAuditTrailResponse>(),
  );
