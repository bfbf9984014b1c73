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
 * The newest testimonials the signed-in person (or visitor) may see: the API's first page (TESTIMONIAL_PAGE_SIZE), so
 * the home page's carousel draws a dozen however many families have written. Admins may pass showDeleted to see
 * soft-deleted ones too ("Show deletes"); every one is in the staff console's inbox.
 */
export function useTestimonials({ showDeleted = false }: { showDeleted?: boolean } = {}) {
  const actor = useActor();
  return useQuery(testimonialsQueryOptions(useApi(), actor?.id ?? null, showDeleted));
}
