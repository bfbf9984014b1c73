import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { verifyEmail } from '@trailside/domain/mail/mail.client';
import { useApi } from '../../api/api-provider';
import { actOnLinkQueryOptions } from './act-on-link';

/** POST /api/auth/verify-email with the mailed link's token: following the link verifies the address. */
export const emailVerificationQueryOptions = (api: ApiClient, token: string) =>
  actOnLinkQueryOptions(token, 'verification', () => verifyEmail(api, token));

export function useEmailVerification(token: string) {
  return useQuery(emailVerificationQueryOptions(useApi(), token));
}
