import type { SiteSettings } from '@trailside/domain/settings/site-settings.types';
import { youtubeIdOf } from '@trailside/domain/video/youtube';
import { useMemo } from 'react';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';

export interface SiteDetails {
  name: string;
  phone: string;
  email: string;
  address: string;
  hours: string;
  /** The merchandise store; with none set, the home page hides its Get Merchandise button. */
  storeUrl: string | null;
  /** The YouTube id of the introduction video; with none set, the home page hides the video. */
  videoId: string | null;
  /** `tel:` link for the phone number. */
  phoneHref: string;
  /** `mailto:` link for the e-mail address. */
  emailHref: string;
}

/** Adds what every page derives from the settings, so no component formats them on its own. */
export function siteDetailsOf(settings: SiteSettings): SiteDetails {
  return {
    name: settings.schoolName,
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    hours: settings.hours,
    storeUrl: settings.storeUrl || null,
    videoId: youtubeIdOf(settings.introVideoId),
    phoneHref: `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
    emailHref: `mailto:${settings.email}`,
  };
}

/**
 * The school's name, phone, e-mail, address, hours, store URL and video id: the ONE place the site reads
 * them. They come from the settings admins edit; the seeded defaults stand in until the first answer.
 */
export function useSiteDetails(): SiteDetails {
  const settings = useSiteSettings();
  return useMemo(() => siteDetailsOf(settings), [settings]);
}
