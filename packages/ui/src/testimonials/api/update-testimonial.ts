import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testimonialUpdateMessage } from '@trailside/domain/testimonials/testimonial.rules';
import type { UpdateTestimonialInput } from '@trailside/domain/testimonials/testimonial.schema';
import { updateTestimonial } from '@trailside/domain/testimonials/testimonials.client';
import { useApi } from '../../api/api-provider';
import { testimonialKeys } from './testimonial-keys';

/**
 * PUT /api/testimonials: an admin's approve, reject or delete (build the change with the domain's
 * moderationChangeOf) or the author's new text. Banner: "Successfully updated (or deleted) Testimonial".
 */
export function useUpdateTestimonial() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateTestimonialInput) => (await updateTestimonial(api, change)).testimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
    meta: { successMessage: (_testimonial, change: UpdateTestimonialInput) => testimonialUpdateMessage(change) },
  });
}
