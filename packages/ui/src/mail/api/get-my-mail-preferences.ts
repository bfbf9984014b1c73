import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getMyMailPreferences } from '@trailside/domain/mail/mail.client';
import { useApi } from '../../api/api-provider';
import { useAuth } from '../../auth/auth-provider';
import { mailKeys } from './mail-keys';

export const myMailPreferencesQueryOptions = (api: ApiClient, viewerId: string) =>
  queryOptions({ queryKey: mailKeys.mine(viewerId), queryFn: async () => (await getMyMailPreferences(api)).preferences });

/** GET /api/mail-preferences/me: what the signed-in person's address gets; nothing is asked for a visitor. */
export function useMyMailPreferences() {
  const viewerId = useAuth().session?.authUser.id ?? '';
  return useQuery({ ...myMailPreferencesQueryOptions(useApi(), viewerId), enabled: viewerId !== '' });
}
