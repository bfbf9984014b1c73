import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getTestimonials } from '@trailside/domain/testimonials/testimonials.client';
import { useApi } from '@trailside/ui/api/api-provider';
import { useAuth } from '@trailside/ui/auth/auth-provider';

/** What a person sees depends on who they are, so the viewer is part of the key. */
export const testimonialsQueryOptions = (api: ApiClient, viewerId: string | null, showDeleted = false) =>
  queryOptions({
    queryKey: ['testimonials', { viewerId, showDeleted }],
    queryFn: async () => (await getTestimonials(api, { showDeleted })).testimonials,
  });

/**
 * The testimonials the signed-in person (or visitor) may see, newest first: for the home page's
 * testimonial carousel. Admins may pass showDeleted to see soft-deleted ones too ("Show deletes").
 */
export function useTestimonials({ showDeleted = false }: { showDeleted?: boolean } = {}) {
  const { session } = useAuth();
  return useQuery(testimonialsQueryOptions(useApi(), session?.authUser.id ?? null, showDeleted));
}
