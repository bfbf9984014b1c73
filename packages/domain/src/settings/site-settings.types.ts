import { DEFAULT_LETTER_SCHEDULE } from '../mail/weekly-letter.rules';

/** The school's own details, shown in the header, footer and contact page, and edited by admins. */
export interface SiteSettings {
  schoolName: string;
  phone: string;
  email: string;
  address: string;
  hours: string;
  /** The merchandise store (Get Merchandise button); null hides the button. */
  storeUrl: string | null;
  /** The intro video's YouTube id; null hides the video. */
  introVideoId: string | null;
  /**
   * The school's time zone (IANA, e.g. "America/Chicago"): calendar times are read in it and a notice ends at
   * its midnight. Until an admin sets it, the server's own zone.
   */
  timeZone: string;
  /** The weekly letter's day (0 Sunday to 6 Saturday) and wall-clock time ("17:00") in `timeZone`. */
  weeklyLetterDay: number;
  weeklyLetterTime: string;
}

/**
 * CONTENT.md's identity: what a fresh install shows until an admin changes it. The time zone here only stands in
 * until the API answers: a fresh install's is the server's own.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  schoolName: 'Trailside Montessori K-8',
  phone: '(555) 014-2780',
  email: 'hello@trailside-montessori.example',
  address: '1200 Meadow Lane, Springfield',
  hours: '8:30am-3:30pm',
  storeUrl: null,
  introVideoId: null,
  timeZone: 'UTC',
  weeklyLetterDay: DEFAULT_LETTER_SCHEDULE.day,
  weeklyLetterTime: DEFAULT_LETTER_SCHEDULE.time,
};
