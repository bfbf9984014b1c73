import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getAuditTrail } from '@trailside/domain/audit/audit.client';
import type { AuditQueryInput } from '@trailside/domain/audit/audit.schema';
import { useApi } from '../../api/api-provider';
import { auditKeys } from './audit-keys';

export const auditTrailQueryOptions = (api: ApiClient, query: AuditQueryInput = {}) =>
  queryOptions({ queryKey: auditKeys.list(query), queryFn: () => getAuditTrail(api, query) });

/**
 * GET /api/audit (ADMIN and GOD): what staff did, newest first, narrowed and paged by `query`. The page shown
 * stays while the next one loads, so paging does not flash an empty list.
 */
export function useAuditTrail(query: AuditQueryInput = {}) {
  return useQuery({ ...auditTrailQueryOptions(useApi(), query), placeholderData: keepPreviousData });
}
