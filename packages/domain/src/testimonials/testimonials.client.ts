import type { ApiClient } from '../api/client';
import { requireEntity, send } from '../api/client';
import { showDeletedParams } from '../moderation/moderation.contract';
import {
  type CreateTestimonialResponse,
  type DeleteTestimonialResponse,
  type GetTestimonialsResponse,
  TESTIMONIAL_ROUTES,
  type UpdateTestimonialResponse,
} from './testimonial.contract';
import { TESTIMONIAL_MISSING } from './testimonial.messages';
import { searchParamsOf } from '../pagination/list-query';
import type { CreateTestimonialInput, TestimonialListQueryInput, UpdateTestimonialInput } from './testimonial.schema';

const withTestimonial = requireEntity('testimonial', TESTIMONIAL_MISSING);

/**
 * A page of the testimonials the caller may see, newest first (TESTIMONIAL_PAGE_SIZE unless `limit` says; `after`: the
 * last one the reader has); admins may ask for the soft-deleted ones too.
 */
export const getTestimonials = (api: ApiClient, { showDeleted = false, ...page }: TestimonialListQueryInput = {}) =>
  send(() =>
    api.get(TESTIMONIAL_ROUTES.getTestimonials, { searchParams: { ...showDeletedParams(showDeleted), ...searchParamsOf(page) } }).json<GetTestimonialsResponse>(),
  );

export const createTestimonial = (api: ApiClient, payload: CreateTestimonialInput) =>
  send(() => api.post(TESTIMONIAL_ROUTES.createTestimonial, { json: payload }).json<CreateTestimonialResponse>()).then(withTestimonial);

/** Spec section 7: a multipart body whose single field `data` holds the change as JSON. */
export const updateTestimonial = (api: ApiClient, change: UpdateTestimonialInput) => {
  const body = new FormData();
  body.append('data', JSON.stringify(change));
  return send(() => api.put(TESTIMONIAL_ROUTES.updateTestimonial, { body }).json<UpdateTestimonialResponse>()).then(withTestimonial);
};

export const deleteTestimonial = (api: ApiClient, id: string) =>
  send(() => api.delete(TESTIMONIAL_ROUTES.deleteTestimonial, { json: { id } }).json<DeleteTestimonialResponse>()).then(withTestimonial);

