import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TESTIMONIAL_SUCCESS } from '@trailside/domain/testimonials/testimonial.messages';
import { deleteTestimonial } from '@trailside/domain/testimonials/testimonials.client';
import { useApi } from '../../api/api-provider';
import { testimonialKeys } from './testimonial-keys';

/** DELETE /api/testimonials by id: how authors delete their own (the flags are for admins). */
export function useDeleteTestimonial() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await deleteTestimonial(api, id)).testimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
    meta: { successMessage: TESTIMONIAL_SUCCESS.deleted },
  });
}
