import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { verifyEmail } from '@trailside/domain/mail/mail.client';
import { useApi } from '@trailside/ui/api/api-provider';
import { mailKeys } from '@trailside/ui/mail/api/mail-keys';

/**
 * POST /api/auth/verify-email with the mailed link's token, asked once per link by the page's loader: following the
 * link verifies the address. A second time the API says it is verified already, so a reload is harmless; the answer
 * is kept for the visit and never asked again on its own. The page shows a refusal itself.
 */
export const emailVerificationQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: [...mailKeys.byLink(token), 'verification'] as const,
    queryFn: () => verifyEmail(api, token),
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { errorBanner: false },
  });

export function useEmailVerification(token: string) {
  return useQuery(emailVerificationQueryOptions(useApi(), token));
}
