import { youtubeIdOf } from '@trailside/domain/video/youtube';
import { siteConfig, type SiteSettingsLike } from './site-config';

export interface SiteDetails extends SiteSettingsLike {
  /** `tel:` link for the phone number. */
  phoneHref: string;
  /** `mailto:` link for the e-mail address. */
  emailHref: string;
}

/** Adds what every page derives from the details, so no component formats them on its own. */
export function siteDetailsOf(settings: SiteSettingsLike): SiteDetails {
  return {
    ...settings,
    storeUrl: settings.storeUrl || null,
    videoId: youtubeIdOf(settings.videoId),
    phoneHref: `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
    emailHref: `mailto:${settings.email}`,
  };
}

const DEFAULT_DETAILS = siteDetailsOf(siteConfig);

/**
 * The school's name, phone, e-mail, address, hours, store URL and video id: the ONE place the site reads
 * them. Today the seeded defaults; when the settings API lands this becomes
 * `siteDetailsOf(useSiteSettings().data ?? siteConfig)` and every page follows.
 */
export function useSiteDetails(): SiteDetails {
  return DEFAULT_DETAILS;
}
