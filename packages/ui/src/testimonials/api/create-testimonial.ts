import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TESTIMONIAL_SUCCESS } from '@trailside/domain/testimonials/testimonial.messages';
import type { CreateTestimonialInput } from '@trailside/domain/testimonials/testimonial.schema';
import { createTestimonial } from '@trailside/domain/testimonials/testimonials.client';
import { useApi } from '../../api/api-provider';
import { testimonialKeys } from './testimonial-keys';

/** Writes a testimonial as the signed-in person (for the home page's plus button). */
export function useCreateTestimonial() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateTestimonialInput) => (await createTestimonial(api, payload)).testimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
    meta: { successMessage: TESTIMONIAL_SUCCESS.created },
  });
}
