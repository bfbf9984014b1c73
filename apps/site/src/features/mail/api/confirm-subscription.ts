import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { confirmSubscription } from '@trailside/domain/mail/mail.client';
import { useApi } from '@trailside/ui/api/api-provider';
import { mailKeys } from '@trailside/ui/mail/api/mail-keys';

/**
 * POST /api/subscriptions/confirm with the mailed link's token, asked once per link by the page's loader: following
 * the link is the confirmation. The API answers a second time alike ("already confirmed"), so a reload is harmless;
 * the answer is kept for the visit and never asked again on its own. The page shows a refusal itself.
 */
export const subscriptionConfirmationQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: [...mailKeys.byLink(token), 'confirmation'] as const,
    queryFn: () => confirmSubscription(api, token),
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { errorBanner: false },
  });

export function useSubscriptionConfirmation(token: string) {
  return useQuery(subscriptionConfirmationQueryOptions(useApi(), token));
}
