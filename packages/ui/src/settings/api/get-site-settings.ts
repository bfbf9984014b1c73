import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getSiteSettings } from '@trailside/domain/settings/site-settings.client';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@trailside/domain/settings/site-settings.types';
import { useApi } from '../../api/api-provider';
import { settingsKeys } from './settings-keys';

/** GET /api/settings. A failure is quiet: the seeded defaults stand in (see useSiteSettings). */
export const siteSettingsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.all,
    queryFn: async () => (await getSiteSettings(api)).settings,
    staleTime: 5 * 60_000,
    meta: { errorBanner: false },
  });

/**
 * The school's details (name, phone, e-mail, address, hours, store URL, video id). Until the first answer
 * arrives, the seeded defaults stand in, so headers and footers never render empty.
 */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery({ ...siteSettingsQueryOptions(useApi()), placeholderData: DEFAULT_SITE_SETTINGS });
  return data ?? DEFAULT_SITE_SETTINGS;
}
