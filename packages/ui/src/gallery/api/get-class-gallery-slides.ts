import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getGallery } from '@trailside/domain/gallery/gallery.client';
import { GALLERY_WIDGET_LIMIT } from '@trailside/domain/gallery/gallery.rules';
import { useApi } from '../../api/api-provider';
import { galleryKeys } from './gallery-keys';

/** A failure is quiet: the home page simply leaves the carousel out. */
export const classGallerySlidesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: galleryKeys.widget(GALLERY_WIDGET_LIMIT),
    queryFn: () => getGallery(api, { limit: GALLERY_WIDGET_LIMIT }),
    select: (response) => response.gallery,
    meta: { errorBanner: false },
  });

/** The home page's class gallery: the 8 newest pictures (spec section 9: gallery widget limit 8). */
export function useClassGallerySlides() {
  return useQuery(classGallerySlidesQueryOptions(useApi()));
}
