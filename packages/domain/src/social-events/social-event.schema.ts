import { z } from 'zod';
import type { Timestamp } from '../api/timestamp';

export const SOCIAL_EVENT_MESSAGES = {
  eventDate: 'Please choose the date of the event',
  launchDate: 'Please choose the date the flyer goes up',
  date: 'Please enter a date, like 2027-04-17 or 2027-04-17T10:00',
  launchAfterEvent: 'The flyer must go up on or before the day of the event',
  title: 'Please keep the event name under 120 characters',
  id: 'Please say which event this is about (id is missing)',
  nothingToChange: 'Please change at least one field',
  afterDate: 'afterDate: please give a moment as seconds since 1970 or a date, like 2027-04-17',
} as const;

/**
 * The last second a moment may name: the start of 2200, as far as the calendar keeps events. A larger number is most
 * likely milliseconds sent as seconds (year 58,880), which no database column holds.
 */
const LAST_SECOND = Date.UTC(2200, 0, 1) / 1000;

/**
 * A moment as forms and multipart fields send it: whole seconds since the epoch (number or digits),
 * an ISO date, or the spec's {seconds}, from 1970 to 2200. Always becomes {seconds}.
 */
export const timestampInput = (message: string, unreadable: string = SOCIAL_EVENT_MESSAGES.date) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      if (typeof value === 'object' && 'seconds' in value) return Number((value as Timestamp).seconds);
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
      if (typeof value === 'string') {
        const ms = Date.parse(value);
        return Number.isNaN(ms) ? value : Math.floor(ms / 1000);
      }
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? message : unreadable) })
      .int({ error: unreadable })
      .min(0, { error: unreadable })
      .max(LAST_SECOND, { error: unreadable })
      .transform((seconds): Timestamp => ({ seconds })),
  );

const title = z
  .string()
  .trim()
  .max(120, { error: SOCIAL_EVENT_MESSAGES.title })
  .nullish()
  .transform((value) => value || null);

/** GET /api/socialEvents: `afterDate` judges expiry as of that moment instead of now (spec section 7). */
export const socialEventsQuerySchema = z.object({
  afterDate: timestampInput(SOCIAL_EVENT_MESSAGES.afterDate, SOCIAL_EVENT_MESSAGES.afterDate).optional(),
});
export type SocialEventsQuery = z.output<typeof socialEventsQuerySchema>;

/** POST /api/socialEvents (multipart; the flyer picture under `image`). Without a launch date the flyer goes up at once. */
export const createSocialEventSchema = z
  .object({
    title,
    eventDate: timestampInput(SOCIAL_EVENT_MESSAGES.eventDate),
    launchDate: timestampInput(SOCIAL_EVENT_MESSAGES.launchDate).optional(),
  })
  .refine((event) => !event.launchDate || event.launchDate.seconds <= event.eventDate.seconds, {
    error: SOCIAL_EVENT_MESSAGES.launchAfterEvent,
    path: ['launchDate'],
  });

/** PUT /api/socialEvents: the id plus only what changes (a new picture may come under `image`). */
export const updateSocialEventSchema = z.object({
  id: z.string({ error: SOCIAL_EVENT_MESSAGES.id }).trim().min(1, { error: SOCIAL_EVENT_MESSAGES.id }),
  title: title.optional(),
  eventDate: timestampInput(SOCIAL_EVENT_MESSAGES.eventDate).optional(),
  launchDate: timestampInput(SOCIAL_EVENT_MESSAGES.launchDate).optional(),
});

/** DELETE /api/socialEvents: { id, imagePath }; the server ignores imagePath and removes the file it recorded. */
export const deleteSocialEventSchema = z.object({
  id: z.string({ error: SOCIAL_EVENT_MESSAGES.id }).trim().min(1, { error: SOCIAL_EVENT_MESSAGES.id }),
  imagePath: z.string().nullish(),
});

export type CreateSocialEventInput = z.input<typeof createSocialEventSchema>;
export type CreateSocialEvent = z.output<typeof createSocialEventSchema>;
export type UpdateSocialEventInput = z.input<typeof updateSocialEventSchema>;
export type UpdateSocialEvent = z.output<typeof updateSocialEventSchema>;
export type DeleteSocialEvent = z.output<typeof deleteSocialEventSchema>;
