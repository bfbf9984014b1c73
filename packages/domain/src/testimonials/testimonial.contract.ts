import type { Envelope, Removed } from '../api/envelope';
import type { Testimonial } from './testimonial.types';

/** Paths under /api, named after the client functions that call them. */
export const TESTIMONIAL_ROUTES = {
  getTestimonials: 'testimonials',
  createTestimonial: 'testimonials',
  updateTestimonial: 'testimonials',
  deleteTestimonial: 'testimonials',
} as const;

export type GetTestimonialsResponse = Envelope<'testimonials', Testimonial[]>;
export type CreateTestimonialResponse = Envelope<'testimonial', Testimonial>;
export type UpdateTestimonialResponse = CreateTestimonialResponse;
export type DeleteTestimonialResponse = Removed<'testimonial', Testimonial>;

