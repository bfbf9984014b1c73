import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { DefaultOptions, Query } from '@tanstack/react-query';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';
import { blogKeys } from '@trailside/ui/blogs/api/blog-keys';
import { galleryKeys } from '@trailside/ui/gallery/api/gallery-keys';
import { socialEventKeys } from '@trailside/ui/social-events/api/social-event-keys';
import { testimonialKeys } from '@trailside/ui/testimonials/api/testimonial-keys';
import { teacherKeys } from '../features/teachers/api/teacher-keys';

/**
 * Spec section 3: the local caches kept between visits. A query is persisted when its key starts with
 * one of these roots, e.g. `blogKeys.list()`.
 */
export const PERSISTED_QUERY_ROOTS = [socialEventKeys.all, testimonialKeys.all, teacherKeys.all, galleryKeys.all, blogKeys.all].map(([root]): string => root);

/** How long a saved copy may be shown first (while the fresh one loads) before it is thrown away. */
const PERSISTED_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Bump when the shape of a persisted response changes, so old copies are dropped instead of misread. */
const CACHE_VERSION = '1';

export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [root] = query.queryKey;
  return query.state.status === 'success' && typeof root === 'string' && PERSISTED_QUERY_ROOTS.includes(root);
}

/**
 * Cached data is shown first while it is fetched again (spec section 4): every page visit asks again
 * (unchanged answers are a cheap 304), so a copy restored from an earlier visit never hides a change.
 * A restored copy must outlive its age limit in memory too, or it would be collected before it is shown.
 */
export const QUERY_DEFAULTS: DefaultOptions = {
  queries: { staleTime: 0, gcTime: PERSISTED_MAX_AGE_MS },
};

export function persistOptions(): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister: createSyncStoragePersister({ storage: window.localStorage, key: 'trailside-cache' }),
    maxAge: PERSISTED_MAX_AGE_MS,
    buster: CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
  };
}
