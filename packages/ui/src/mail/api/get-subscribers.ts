import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getSubscribers } from '@trailside/domain/mail/mail.client';
import type { SubscribersQueryInput } from '@trailside/domain/mail/mail.schema';
import { useApi } from '../../api/api-provider';
import { mailKeys } from './mail-keys';

export const subscribersQueryOptions = (api: ApiClient, query: SubscribersQueryInput = {}) =>
  queryOptions({ queryKey: mailKeys.subscribers(query), queryFn: () => getSubscribers(api, query) });

/** GET /api/subscribers (staff): searched and paged, with the counts per topic; the page shown stays while the next loads. */
export function useSubscribers(query: SubscribersQueryInput = {}) {
  return useQuery({ ...subscribersQueryOptions(useApi(), query), placeholderData: keepPreviousData });
}
