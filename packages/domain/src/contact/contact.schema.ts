import { z } from 'zod';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { offsetQuery, searchTextQuery, wholeNumberQuery } from '../pagination/list-query';

/** Validation texts of the contact and FAQ forms (spec section 5: every field required, plus the captcha on the FAQ form). */
export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email',
  phone: 'Please enter your phone number',
  message: 'Please enter your message',
  captcha: 'Please complete the Captcha.',
  action: 'This form could not be read (the action must be Contact).',
} as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: FIELD_MESSAGES.tooLong });

/** The enquiry of the contact page: POST /api/sendMessage. */
export const contactMessageSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.name, 100),
  email: requiredText(CONTACT_MESSAGES.email, 254)
    .pipe(z.email({ error: FIELD_MESSAGES.emailFormat }))
    .transform((email) => email.toLowerCase()),
  phone: requiredText(CONTACT_MESSAGES.phone, 40),
  message: requiredText(CONTACT_MESSAGES.message, 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageFields = z.output<typeof contactMessageSchema>;

/**
 * The FAQ page's form: POST /api/contact with the hidden action "Contact" and the altcha widget's
 * payload (spec section 7). The fields are reported first, in the form's order, then the captcha.
 */
export const faqContactSchema = z.object({
  ...contactMessageSchema.shape,
  action: z.literal('Contact', { error: CONTACT_MESSAGES.action }),
  altcha: z.string({ error: CONTACT_MESSAGES.captcha }).trim().min(1, { error: CONTACT_MESSAGES.captcha }).max(20_000, {
    error: CONTACT_MESSAGES.captcha,
  }),
});
export type FaqContactInput = z.input<typeof faqContactSchema>;
export type FaqContact = z.output<typeof faqContactSchema>;

export const ENQUIRY_UPDATE_MESSAGES = {
  id: 'Please say which enquiry this is about (id is missing)',
  handled: 'Please say whether the enquiry is handled (true or false)',
  read: 'Please say whether the enquiry is read (true or false)',
  nothingToChange: 'Please say what changes: handled or read (true or false)',
} as const;

/** PUT /api/enquiries: the id plus handled, read or both. Marking one handled marks it read too. */
export const updateEnquirySchema = z
  .object({
    id: z.string({ error: ENQUIRY_UPDATE_MESSAGES.id }).trim().min(1, { error: ENQUIRY_UPDATE_MESSAGES.id }),
    handled: z.boolean({ error: ENQUIRY_UPDATE_MESSAGES.handled }).optional(),
    read: z.boolean({ error: ENQUIRY_UPDATE_MESSAGES.read }).optional(),
  })
  .refine((change) => change.handled !== undefined || change.read !== undefined, { error: ENQUIRY_UPDATE_MESSAGES.nothingToChange });
export type UpdateEnquiry = z.output<typeof updateEnquirySchema>;

/** The staff console's enquiries come a page at a time, newest first; years of a busy contact form never come whole. */
export const ENQUIRIES_PAGE_SIZE = 20;
export const MAX_ENQUIRIES_LIMIT = 100;

export const ENQUIRY_LIST_MESSAGES = {
  limit: `Please ask for between 1 and ${MAX_ENQUIRIES_LIMIT} enquiries`,
  search: 'Please keep the search under 200 characters',
  waiting: 'waiting must be true or false',
} as const;

/**
 * GET /api/enquiries: `limit` of them (ENQUIRIES_PAGE_SIZE when not given) from `offset`, newest first; only those
 * whose name, e-mail, phone or message contains `q`, and with `waiting=true` only those not handled yet.
 */
export const enquiriesQuerySchema = z.object({
  q: searchTextQuery(ENQUIRY_LIST_MESSAGES.search),
  waiting: z
    .enum(['true', 'false'], { error: ENQUIRY_LIST_MESSAGES.waiting })
    .optional()
    .transform((value) => value === 'true'),
  limit: wholeNumberQuery(ENQUIRY_LIST_MESSAGES.limit, 1, MAX_ENQUIRIES_LIMIT).default(ENQUIRIES_PAGE_SIZE),
  offset: offsetQuery,
});
export type EnquiriesQuery = z.output<typeof enquiriesQuerySchema>;
export interface EnquiriesQueryInput {
  q?: string;
  /** Only the enquiries nobody has marked handled. */
  waiting?: boolean;
  limit?: number;
  offset?: number;
}
