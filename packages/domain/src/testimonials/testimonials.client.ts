import type { ApiClient } from '../api/client';
import { send } from '../api/client';
import type { CreateTestimonialInput, UpdateTestimonialInput } from './testimonial.schema';
import type { ModerationAction, Testimonial } from './testimonial.types';

/** The testimonials the caller may see; admins may ask for the soft-deleted ones too. */
export const getTestimonials = (api: ApiClient, { showDeleted = false }: { showDeleted?: boolean } = {}) =>
  send(() =>
    api.get('testimonials', { searchParams: showDeleted ? { showDeleted: 'true' } : {} }).json<{ testimonials: Testimonial[] }>(),
  );

export const createTestimonial = (api: ApiClient, payload: CreateTestimonialInput) =>
  send(() => api.post('testimonials', { json: payload }).json<{ testimonial: Testimonial }>());

/** Spec section 7: a multipart body whose single field `data` holds the change as JSON. */
export const updateTestimonial = (api: ApiClient, change: UpdateTestimonialInput) => {
  const body = new FormData();
  body.append('data', JSON.stringify(change));
  return send(() => api.put('testimonials', { body }).json<{ testimonial: Testimonial }>());
};

export const deleteTestimonial = (api: ApiClient, id: string) =>
  send(() => api.delete('testimonials', { json: { id } }).json<{ success: true; testimonial: Testimonial }>());

/** The staff console's bulk moderation: all or nothing. */
export const moderateTestimonials = (api: ApiClient, ids: string[], action: ModerationAction) =>
  send(() => api.post('testimonials/moderate', { json: { ids, action } }).json<{ testimonials: Testimonial[] }>());
