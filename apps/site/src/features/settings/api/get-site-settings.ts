import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getSiteSettings } from '@trailside/domain/settings/site-settings.client';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@trailside/domain/settings/site-settings.types';
import { useApi } from '@trailside/ui/api/api-provider';

export const siteSettingsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: async () => (await getSiteSettings(api)).settings,
    staleTime: 5 * 60_000,
  });

/**
 * The school's details (name, phone, e-mail, address, hours, store URL, video id). Until the first answer
 * arrives, the seeded defaults stand in, so headers and footers never render empty.
 */
export function useSiteSettings(): SiteSettings {
  const api = useApi();
  const { data } = useQuery({ ...siteSettingsQueryOptions(api), placeholderData: DEFAULT_SITE_SETTINGS });
  return data ?? DEFAULT_SITE_SETTINGS;
}
