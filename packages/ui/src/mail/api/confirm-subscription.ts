import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { confirmSubscription } from '@trailside/domain/mail/mail.client';
import { useApi } from '../../api/api-provider';
import { actOnLinkQueryOptions } from './act-on-link';

/** POST /api/subscriptions/confirm with the mailed link's token: following the link is the confirmation. */
export const subscriptionConfirmationQueryOptions = (api: ApiClient, token: string) =>
  actOnLinkQueryOptions(token, 'confirmation', () => confirmSubscription(api, token));

export function useSubscriptionConfirmation(token: string) {
  return useQuery(subscriptionConfirmationQueryOptions(useApi(), token));
}
