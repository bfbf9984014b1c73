import { z } from 'zod';
import { isHttpUrl } from '../short-urls/short-url.rules';
import { timestampInput } from '../social-events/social-event.schema';
import { NOTICE_LEVELS } from './notice.types';

export const NOTICE_MESSAGES = {
  message: 'Please write the notice, a sentence or two',
  messageLength: 'Please keep the notice under 280 characters, so it reads well on a phone',
  level: `Please choose how urgent the notice is: ${NOTICE_LEVELS.join(', ')}`,
  linkUrl: 'The link must be a full web address starting with http:// or https://',
  linkText: 'Please keep the link words under 60 characters',
  startsAt: 'Please choose when the notice starts',
  endsAt: 'Please choose when the notice ends',
  endBeforeStart: 'The notice must end after it starts',
  id: 'Please say which notice this is about (id is missing)',
  nothingToChange: 'Please change at least one field',
} as const;

const message = z
  .string({ error: NOTICE_MESSAGES.message })
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, { error: NOTICE_MESSAGES.message }).max(280, { error: NOTICE_MESSAGES.messageLength }));

const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const fields = {
  message,
  level: z.enum(NOTICE_LEVELS, { error: NOTICE_MESSAGES.level }),
  linkUrl: z.preprocess(
    blankIsNull,
    z.string({ error: NOTICE_MESSAGES.linkUrl }).trim().max(2000, { error: NOTICE_MESSAGES.linkUrl }).refine(isHttpUrl, { error: NOTICE_MESSAGES.linkUrl }).nullable(),
  ),
  linkText: z.preprocess(blankIsNull, z.string({ error: NOTICE_MESSAGES.linkText }).trim().max(60, { error: NOTICE_MESSAGES.linkText }).nullable()),
  startsAt: timestampInput(NOTICE_MESSAGES.startsAt),
  endsAt: timestampInput(NOTICE_MESSAGES.endsAt),
};

const id = z.string({ error: NOTICE_MESSAGES.id }).trim().min(1, { error: NOTICE_MESSAGES.id }).max(64, { error: NOTICE_MESSAGES.id });

/**
 * POST /api/notices. Without a start it runs from now; without an end, until the end of the day it starts
 * on in the school's time zone (the server works that out).
 */
export const createNoticeSchema = z
  .object({
    message: fields.message,
    level: fields.level.default('info'),
    linkUrl: fields.linkUrl.optional().transform((value) => value ?? null),
    linkText: fields.linkText.optional().transform((value) => value ?? null),
    startsAt: fields.startsAt.optional(),
    endsAt: fields.endsAt.optional(),
  })
  .refine((notice) => !notice.startsAt || !notice.endsAt || notice.endsAt.seconds > notice.startsAt.seconds, {
    error: NOTICE_MESSAGES.endBeforeStart,
    path: ['endsAt'],
  });

/** PUT /api/notices: the id plus what changes. */
export const updateNoticeSchema = z.object({
  id,
  message: fields.message.optional(),
  level: fields.level.optional(),
  linkUrl: fields.linkUrl.optional(),
  linkText: fields.linkText.optional(),
  startsAt: fields.startsAt.optional(),
  endsAt: fields.endsAt.optional(),
});

/** DELETE /api/notices and POST /api/notices/end: which notice. */
export const noticeIdSchema = z.object({ id });

export type CreateNoticeInput = z.input<typeof createNoticeSchema>;
export type CreateNotice = z.output<typeof createNoticeSchema>;
export type UpdateNoticeInput = z.input<typeof updateNoticeSchema>;
export type UpdateNotice = z.output<typeof updateNoticeSchema>;
