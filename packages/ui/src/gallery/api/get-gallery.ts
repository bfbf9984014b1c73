import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { getGallery } from '@trailside/domain/gallery/gallery.client';
import { GALLERY_FETCH_LIMIT } from '@trailside/domain/gallery/gallery.rules';
import type { GalleryImage } from '@trailside/domain/gallery/gallery-image.types';
import { useApi } from '../../api/api-provider';
import { galleryKeys } from './gallery-keys';

/**
 * The gallery newest first, fetched `limit` at a time (spec section 9: 16), optionally one group. Each
 * further fetch continues after the last picture already held, so nothing repeats or is skipped.
 */
export const galleryQueryOptions = (api: ApiClient, groupLabel: string | null, limit = GALLERY_FETCH_LIMIT) =>
  infiniteQueryOptions({
    queryKey: galleryKeys.list({ groupLabel, limit }),
    queryFn: ({ pageParam }) =>
      getGallery(api, { limit, groupLabel: groupLabel ?? undefined, ...(pageParam ? { next: true, after: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? (last.gallery.at(-1)?.id ?? null) : null),
  });

/** The infinite query plus `pictures`, every picture loaded so far in order. */
export function useGallery(groupLabel: string | null = null, limit = GALLERY_FETCH_LIMIT) {
  const query = useInfiniteQuery(galleryQueryOptions(useApi(), groupLabel, limit));
  const pictures: GalleryImage[] = query.data?.pages.flatMap((page) => page.gallery) ?? [];
  return { ...query, pictures };
}
