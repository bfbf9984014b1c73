import type { ApiClient } from '../api/client';
import { send } from '../api/client';
import type { UpdateSiteSettingsInput } from './site-settings.schema';
import type { SiteSettings } from './site-settings.types';

export const getSiteSettings = (api: ApiClient) => send(() => api.get('settings').json<{ settings: SiteSettings }>());

export const updateSiteSettings = (api: ApiClient, change: UpdateSiteSettingsInput) =>
  send(() => api.put('settings', { json: change }).json<{ settings: SiteSettings }>());
