import { z } from 'zod';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { isYoutubeId } from '../video/youtube';
import { isHttpUrl } from '../short-urls/short-url.rules';
import { isTimeZone } from '../calendar/zoned-time';
import { isLetterTime } from '../mail/weekly-letter.rules';

export const SETTINGS_MESSAGES = {
  schoolName: 'Please enter the school name',
  phone: 'Please enter the school phone number',
  email: 'Please enter the school e-mail address',
  emailFormat: 'Please enter a valid email address, like office@school.example',
  address: 'Please enter the school address',
  hours: 'Please enter the school hours, like 8:30am-3:30pm',
  storeUrl: 'The store address must be a full web address starting with http:// or https://',
  introVideoId: 'A YouTube video id has exactly 11 characters (letters, digits, - or _), like M7lc1UVf-VE',
  timeZone: 'Please choose a time zone by its name, like America/Chicago',
  weeklyLetterDay: 'Please choose the day of the weekly letter: 0 (Sunday) to 6 (Saturday)',
  weeklyLetterTime: 'Please give the time of the weekly letter as hours and minutes, like 17:00',
  empty: 'Please change at least one setting',
} as const;


const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: FIELD_MESSAGES.tooLong });

/** Empty text or null clears an optional setting (the button or video is then hidden). */
const optional = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

/** PUT /api/settings: only the settings that change. */
export const updateSiteSettingsSchema = z
  .object({
    schoolName: requiredText(SETTINGS_MESSAGES.schoolName, 100),
    phone: requiredText(SETTINGS_MESSAGES.phone, 40),
    email: requiredText(SETTINGS_MESSAGES.email, 254)
      .pipe(z.email({ error: SETTINGS_MESSAGES.emailFormat }))
      .transform((email) => email.toLowerCase()),
    address: requiredText(SETTINGS_MESSAGES.address, 200),
    hours: requiredText(SETTINGS_MESSAGES.hours, 100),
    storeUrl: optional(
      z
        .string({ error: SETTINGS_MESSAGES.storeUrl })
        .trim()
        .max(2000, { error: FIELD_MESSAGES.tooLong })
        .refine(isHttpUrl, { error: SETTINGS_MESSAGES.storeUrl }),
    ),
    introVideoId: optional(z.string({ error: SETTINGS_MESSAGES.introVideoId }).trim().refine(isYoutubeId, { error: SETTINGS_MESSAGES.introVideoId })),
    /** Empty text or null goes back to the server's own zone. */
    timeZone: optional(z.string({ error: SETTINGS_MESSAGES.timeZone }).trim().refine(isTimeZone, { error: SETTINGS_MESSAGES.timeZone })),
    /** When the weekly letter goes, in the school's time zone. */
    weeklyLetterDay: z.preprocess(
      // A form's select sends "0" to "6"; nothing else is read as a number.
      (value) => (typeof value === 'string' && /^\s*[0-6]\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: SETTINGS_MESSAGES.weeklyLetterDay })
        .int({ error: SETTINGS_MESSAGES.weeklyLetterDay })
        .min(0, { error: SETTINGS_MESSAGES.weeklyLetterDay })
        .max(6, { error: SETTINGS_MESSAGES.weeklyLetterDay }),
    ),
    weeklyLetterTime: z.string({ error: SETTINGS_MESSAGES.weeklyLetterTime }).trim().refine(isLetterTime, { error: SETTINGS_MESSAGES.weeklyLetterTime }),
  })
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), { error: SETTINGS_MESSAGES.empty });
export type UpdateSiteSettingsInput = z.input<typeof updateSiteSettingsSchema>;
export type UpdateSiteSettings = z.output<typeof updateSiteSettingsSchema>;
