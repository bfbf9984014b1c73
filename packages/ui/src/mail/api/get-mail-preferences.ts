import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getMailPreferences } from '@trailside/domain/mail/mail.client';
import { useApi } from '../../api/api-provider';
import { mailKeys } from './mail-keys';

export const mailPreferencesQueryOptions = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: mailKeys.byLink(token), queryFn: async () => (await getMailPreferences(api, token)).preferences, retry: false, retryOnMount: false, meta: { errorBanner: false } });

/** GET /api/mail-preferences?token=: the choices of the address a mail's link was sent to; the page explains a bad link. */
export function useMailPreferences(token: string) {
  return useQuery(mailPreferencesQueryOptions(useApi(), token));
}
