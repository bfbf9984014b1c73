import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getTestimonials } from '@trailside/domain/testimonials/testimonials.client';
import { useApi } from '../../api/api-provider';
import { useActor } from '../../auth/use-actor';
import { testimonialKeys } from './testimonial-keys';

export const testimonialsQueryOptions = (api: ApiClient, viewerId: string | null, showDeleted = false) =>
  queryOptions({
    queryKey: testimonialKeys.list(viewerId, showDeleted),
    queryFn: async () => (await getTestimonials(api, { showDeleted })).testimonials,
  });

/**
 * The testimonials the signed-in person (or visitor) may see, newest first. Admins may pass
 * showDeleted to see soft-deleted ones too ("Show deletes").
 */
export function useTestimonials({ showDeleted = false }: { showDeleted?: boolean } = {}) {
  const actor = useActor();
  return useQuery(testimonialsQueryOptions(useApi(), actor?.id ?? null, showDeleted));
}
