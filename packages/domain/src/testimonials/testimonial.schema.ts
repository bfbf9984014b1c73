import { z } from 'zod';
import { withJsonField } from '../api/multipart';
import { showDeletedQuery } from '../moderation/moderation.schema';
import { cursorPageQuery } from '../pagination/cursor-page';

/**
 * Testimonials come a page at a time, newest first: what `GET /api/testimonials` answers when no limit is asked for,
 * and what the home page's carousel draws, however many families have written over the years.
 */
export const TESTIMONIAL_PAGE_SIZE = 12;
/** The most one request may ask for. */
export const MAX_TESTIMONIALS_LIMIT = 50;

export const TESTIMONIAL_TEXT_MAX = 2000;

export const TESTIMONIAL_MESSAGES = {
  text: 'Please enter your testimonial',
  tooLong: `Please keep your testimonial under ${TESTIMONIAL_TEXT_MAX.toLocaleString('en-US')} characters`,
  id: 'Please say which testimonial this is about (id is missing)',
  flag: 'approved and rejected must be true or false',
  nothing: 'Please say what to change: the text, approved or rejected',
  limit: `Please ask for between 1 and ${MAX_TESTIMONIALS_LIMIT} testimonials`,
  after: 'after must be the id of the last testimonial you have',
} as const;

const text = z
  .string({ error: TESTIMONIAL_MESSAGES.text })
  .trim()
  .min(1, { error: TESTIMONIAL_MESSAGES.text })
  .max(TESTIMONIAL_TEXT_MAX, { error: TESTIMONIAL_MESSAGES.tooLong });

const id = z.string({ error: TESTIMONIAL_MESSAGES.id }).trim().min(1, { error: TESTIMONIAL_MESSAGES.id });

/** Multipart fields arrive as strings: "true" means true. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
  error: TESTIMONIAL_MESSAGES.flag,
});

/** What a family writes in the site's form to add a testimonial: the text is asked for there. */
export const testimonialFormSchema = z.object({ text });

/**
 * A new testimonial. Spec section 7's body is {userId, fname}: the author's id and first name come from the
 * sign-in, so any userId or fname sent is dropped here. The text may come with it (the site's form sends it) or
 * follow as the author's first edit; until then the testimonial is empty and awaits approval like any other.
 */
export const createTestimonialSchema = z.object({ text: text.optional() });
export type CreateTestimonialInput = z.input<typeof createTestimonialSchema>;
export type CreateTestimonial = z.output<typeof createTestimonialSchema>;

/**
 * The change to one testimonial: its id plus the fields that change. Spec section 7 sends it as a
 * multipart body whose single field `data` holds the JSON.
 */
export const updateTestimonialSchema = withJsonField(
  'data',
  z
    .object({ id, approved: flag.optional(), rejected: flag.optional(), text: text.optional() })
    .refine((change) => change.approved !== undefined || change.rejected !== undefined || change.text !== undefined, {
      error: TESTIMONIAL_MESSAGES.nothing,
    }),
);
export type UpdateTestimonialInput = { id: string; approved?: boolean; rejected?: boolean; text?: string };
export type UpdateTestimonial = z.output<typeof updateTestimonialSchema>;

/** Spec section 7: DELETE body {id, path}; the path is accepted and ignored, the server knows its own. */
export const testimonialIdSchema = z.object({ id, path: z.string().optional() });
export type TestimonialId = z.output<typeof testimonialIdSchema>;

/**
 * `GET /api/testimonials`: a page of them, newest first (`limit`, and `after` the last one the reader has); admins
 * may ask to see soft-deleted ones too (`showDeleted=true`).
 */
export const testimonialListQuerySchema = z.object({
  showDeleted: showDeletedQuery,
  ...cursorPageQuery({ fallback: TESTIMONIAL_PAGE_SIZE, max: MAX_TESTIMONIALS_LIMIT, limitMessage: TESTIMONIAL_MESSAGES.limit, afterMessage: TESTIMONIAL_MESSAGES.after }),
});
export type TestimonialListQuery = z.output<typeof testimonialListQuerySchema>;
export interface TestimonialListQueryInput {
  showDeleted?: boolean;
  limit?: number;
  after?: string;
}
