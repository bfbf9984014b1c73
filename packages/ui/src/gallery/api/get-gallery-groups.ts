import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getGalleryGroups } from '@trailside/domain/gallery/gallery.client';
import { useApi } from '../../api/api-provider';
import { galleryKeys } from './gallery-keys';

export const galleryGroupsQueryOptions = (api: ApiClient) => queryOptions({ queryKey: galleryKeys.groups(), queryFn: () => getGalleryGroups(api) });

/** The group labels with their picture counts, for filter buttons and page counts. */
export function useGalleryGroups() {
  return useQuery(galleryGroupsQueryOptions(useApi()));
}
