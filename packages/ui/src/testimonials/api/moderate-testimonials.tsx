import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TESTIMONIAL_SUCCESS } from '@trailside/domain/testimonials/testimonial.messages';
import type { ModerationAction } from '@trailside/domain/moderation/moderation.rules';
import { moderateTestimonials } from '@trailside/domain/testimonials/testimonials.client';
import { useApi } from '../../api/api-provider';
import { testimonialKeys } from './testimonial-keys';

interface ModerateTestimonialsVariables {
  ids: string[];
  action: ModerationAction;
}

/** POST /api/testimonials/moderate: one action for several testimonials, all or nothing (the staff console's inbox). */
export function useModerateTestimonials() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, action }: ModerateTestimonialsVariables) => (await moderateTestimonials(api, ids, action)).testimonials,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
    meta: {
      successMessage: (_testimonials, { action }: ModerateTestimonialsVariables) =>
        action === 'delete' ? TESTIMONIAL_SUCCESS.deleted : TESTIMONIAL_SUCCESS.updated,
    },
  });
}
