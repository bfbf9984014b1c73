import { queryOptions } from '@tanstack/react-query';
import { mailKeys } from './mail-keys';

/**
 * A mailed link whose following is the act (a subscription's confirmation, an address's verification), asked once
 * per link by its page's loader. The API answers a second time alike, so a reload is harmless; the answer is kept for
 * the visit and never asked again on its own, and the page shows a refusal itself.
 */
export const actOnLinkQueryOptions = <T>(token: string, act: 'confirmation' | 'verification', send: () => Promise<T>) =>
  queryOptions({
    queryKey: [...mailKeys.byLink(token), act] as const,
    queryFn: send,
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { errorBanner: false },
  });
