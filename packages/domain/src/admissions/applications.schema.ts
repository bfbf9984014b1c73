import { z } from 'zod';
import { withJsonField } from '../api/multipart';
import { CONTACT_MESSAGES } from '../contact/contact.schema';
import { offsetQuery, wholeNumberQuery } from '../pagination/list-query';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { isStartTerm, LEVELS } from './admissions.types';
import { APPLICATION_MESSAGES, APPLICATION_TEXTS } from './applications.messages';
import { MAX_APPLICATION_CHILDREN } from './applications.rules';

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: FIELD_MESSAGES.tooLong });

const optionalText = (message: string, max: number) => z.string({ error: message }).trim().max(max, { error: message }).optional().default('');

const emailOf = (message: string) =>
  requiredText(message, 254)
    .pipe(z.email({ error: FIELD_MESSAGES.emailFormat }))
    .transform((email) => email.toLowerCase());

const guardianSchema = z.object({
  name: requiredText(APPLICATION_MESSAGES.guardianName, 120),
  email: emailOf(APPLICATION_MESSAGES.guardianEmail),
  phone: requiredText(APPLICATION_MESSAGES.guardianPhone, 40),
});

/** A second parent or carer: all three fields, or none (the form sends them empty). */
const secondGuardianSchema = z
  .object({
    name: z.string().trim().max(120, { error: FIELD_MESSAGES.tooLong }).optional().default(''),
    email: z.string().trim().max(254, { error: FIELD_MESSAGES.tooLong }).optional().default(''),
    phone: z.string().trim().max(40, { error: FIELD_MESSAGES.tooLong }).optional().default(''),
  })
  .optional()
  .transform((second, ctx) => {
    if (!second || (!second.name && !second.email && !second.phone)) return null;
    if (!second.name) ctx.addIssue({ code: 'custom', path: ['name'], message: APPLICATION_MESSAGES.secondGuardianName });
    const email = z.email().safeParse(second.email);
    if (!email.success) ctx.addIssue({ code: 'custom', path: ['email'], message: APPLICATION_MESSAGES.secondGuardianEmail });
    return { name: second.name, email: second.email.toLowerCase(), phone: second.phone };
  });

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const childSchema = z.object({
  firstName: requiredText(APPLICATION_MESSAGES.firstName, 60),
  lastName: requiredText(APPLICATION_MESSAGES.lastName, 60),
  dateOfBirth: z
    .string({ error: APPLICATION_MESSAGES.dateOfBirth })
    .trim()
    .refine((day) => DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
      error: APPLICATION_MESSAGES.dateOfBirth,
    }),
  level: z.enum(LEVELS, { error: APPLICATION_MESSAGES.level }),
  startTerm: z.string({ error: APPLICATION_MESSAGES.startTerm }).trim().refine(isStartTerm, { error: APPLICATION_MESSAGES.startTerm }),
  previousSchool: optionalText(APPLICATION_MESSAGES.previousSchool, 120),
});

/**
 * POST /api/applications: multipart with the fields as JSON in `payload` (spec section 7's rule) and up to three
 * `documents`. `altcha` is the captcha's solved payload, needed when the guardian is not signed in. Whether a start is
 * still open, and a birthday plausible, depend on the school's day: the API checks them (applications.rules).
 */
const applicationFieldsSchema = z
    .object({
      guardian: guardianSchema,
      secondGuardian: secondGuardianSchema,
      children: z.array(childSchema, { error: APPLICATION_MESSAGES.children }).min(1, { error: APPLICATION_MESSAGES.children }).max(MAX_APPLICATION_CHILDREN, {
        error: APPLICATION_MESSAGES.children,
      }),
      note: optionalText(APPLICATION_MESSAGES.note, 2000),
      altcha: z.string({ error: CONTACT_MESSAGES.captcha }).trim().max(20_000, { error: CONTACT_MESSAGES.captcha }).optional(),
    })
    .refine((application) => !application.secondGuardian || application.secondGuardian.email !== application.guardian.email, {
      path: ['secondGuardian', 'email'],
      error: APPLICATION_MESSAGES.secondGuardianSameEmail,
    });
export const applySchema = withJsonField('payload', applicationFieldsSchema);
/** What a front end sends (apply() puts it in `payload`). */
export type ApplyInput = z.input<typeof applicationFieldsSchema>;
export type Apply = z.output<typeof applySchema>;
/** One child as the form sends it. */
export type ApplyChildInput = z.input<typeof childSchema>;

/** POST /api/applications/status: the private link's token. */
export const applicationLinkSchema = z.object({
  token: z.string({ error: APPLICATION_TEXTS.notFound }).trim().min(1, { error: APPLICATION_TEXTS.notFound }).max(200, { error: APPLICATION_TEXTS.notFound }),
});
export type ApplicationLink = z.output<typeof applicationLinkSchema>;

/** The staff's list comes a page at a time, newest first. */
export const APPLICATIONS_PAGE_SIZE = 20;
const MAX_APPLICATIONS_LIMIT = 100;

export const APPLICATION_LIST_MESSAGES = {
  limit: `Please ask for between 1 and ${MAX_APPLICATIONS_LIMIT} applications`,
  level: 'level must be primary, secondary or middle',
  startTerm: 'startTerm must be a month written YYYY-MM, like 2027-09',
} as const;

/** GET /api/applications (staff): completed applications, newest first, with a child of that level and start. */
export const applicationsQuerySchema = z.object({
  level: z.enum(LEVELS, { error: APPLICATION_LIST_MESSAGES.level }).optional(),
  startTerm: z.string({ error: APPLICATION_LIST_MESSAGES.startTerm }).refine(isStartTerm, { error: APPLICATION_LIST_MESSAGES.startTerm }).optional(),
  limit: wholeNumberQuery(APPLICATION_LIST_MESSAGES.limit, 1, MAX_APPLICATIONS_LIMIT).default(APPLICATIONS_PAGE_SIZE),
  offset: offsetQuery,
});
export type ApplicationsQuery = z.output<typeof applicationsQuerySchema>;
export type ApplicationsQueryInput = Partial<z.input<typeof applicationsQuerySchema>>;

/** POST /api/applications/:id/notes (staff): a line on the family's timeline. */
export const applicationNoteSchema = z.object({
  text: requiredText(APPLICATION_TEXTS.note, 2000),
});
export type ApplicationNote = z.output<typeof applicationNoteSchema>;
