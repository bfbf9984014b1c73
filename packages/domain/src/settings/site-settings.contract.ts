import type { Envelope } from '../api/envelope';
import type { SiteSettings } from './site-settings.types';

/** Paths under /api, named after the client functions that call them. */
export const SITE_SETTINGS_ROUTES = {
  getSiteSettings: 'settings',
  updateSiteSettings: 'settings',
} as const;

export type GetSiteSettingsResponse = Envelope<'settings', SiteSettings>;
export type UpdateSiteSettingsResponse = GetSiteSettingsResponse;
