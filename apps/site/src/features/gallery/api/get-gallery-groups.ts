import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getGalleryGroups } from '@trailside/domain/gallery/gallery.client';
import { useApi } from '@trailside/ui/api/api-provider';

export const galleryGroupsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['gallery', 'groups'], queryFn: () => getGalleryGroups(api) });

/** The group labels with their picture counts, for the filter buttons and the page count. */
export function useGalleryGroups() {
  return useQuery(galleryGroupsQueryOptions(useApi()));
}
