import type { Envelope, Removed } from '../api/envelope';
import type { ModerationChange } from '../moderation/moderation.rules';
import type { Testimonial } from './testimonial.types';

/** Paths under /api, named after the client functions that call them. */
export const TESTIMONIAL_ROUTES = {
  getTestimonials: 'testimonials',
  createTestimonial: 'testimonials',
  updateTestimonial: 'testimonials',
  deleteTestimonial: 'testimonials',
  moderateTestimonials: 'testimonials/moderate',
} as const;

export type GetTestimonialsResponse = Envelope<'testimonials', Testimonial[]>;
export type CreateTestimonialResponse = Envelope<'testimonial', Testimonial>;
export type UpdateTestimonialResponse = CreateTestimonialResponse;
export type DeleteTestimonialResponse = Removed<'testimonial', Testimonial>;

export interface ModerateTestimonialsResponse {
  /** Every testimonial the request named, as it is now, newest first. */
  testimonials: Testimonial[];
  /** Those whose state the action moved, with where each was before: what an undo puts back. */
  changes: ModerationChange[];
}
