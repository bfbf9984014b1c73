import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TESTIMONIAL_MISSING } from '@trailside/domain/testimonials/testimonial.messages';
import type { CreateTestimonialInput, UpdateTestimonialInput } from '@trailside/domain/testimonials/testimonial.schema';
import { createTestimonial, deleteTestimonial, updateTestimonial } from '@trailside/domain/testimonials/testimonials.client';
import { useApi } from '@trailside/ui/api/api-provider';

/** Spec section 8: a reply without the testimonial is an error, not a silent success. */
function present<T>(value: T | undefined): T {
  if (!value) throw new Error(TESTIMONIAL_MISSING);
  return value;
}

function useInvalidateTestimonials() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['testimonials'] });
}

/** Writes a testimonial as the signed-in person (for the home page's plus button). */
export function useCreateTestimonial() {
  const api = useApi();
  const onSuccess = useInvalidateTestimonials();
  return useMutation({
    mutationFn: async (payload: CreateTestimonialInput) => present((await createTestimonial(api, payload)).testimonial),
    onSuccess,
  });
}

/** The author's text edit, or an admin's approve / reject / delete as {id, approved?, rejected?}. */
export function useUpdateTestimonial() {
  const api = useApi();
  const onSuccess = useInvalidateTestimonials();
  return useMutation({
    mutationFn: async (change: UpdateTestimonialInput) => present((await updateTestimonial(api, change)).testimonial),
    onSuccess,
  });
}

export function useDeleteTestimonial() {
  const api = useApi();
  const onSuccess = useInvalidateTestimonials();
  return useMutation({
    mutationFn: async (id: string) => present((await deleteTestimonial(api, id)).testimonial),
    onSuccess,
  });
}
