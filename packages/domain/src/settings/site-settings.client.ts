import type { ApiClient } from '../api/client';
import { requireEntity, send } from '../api/client';
import { type GetSiteSettingsResponse, SITE_SETTINGS_ROUTES, type UpdateSiteSettingsResponse } from './site-settings.contract';
import { SITE_SETTINGS_MISSING } from './site-settings.messages';
import type { UpdateSiteSettingsInput } from './site-settings.schema';

const withSettings = requireEntity('settings', SITE_SETTINGS_MISSING);

export const getSiteSettings = (api: ApiClient) =>
  send(() => api.get(SITE_SETTINGS_ROUTES.getSiteSettings).json<GetSiteSettingsResponse>()).then(withSettings);

export const updateSiteSettings = (api: ApiClient, change: UpdateSiteSettingsInput) =>
  send(() => api.put(SITE_SETTINGS_ROUTES.updateSiteSettings, { json: change }).json<UpdateSiteSettingsResponse>()).then(withSettings);
