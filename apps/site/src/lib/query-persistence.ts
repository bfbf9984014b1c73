import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient, type Query } from '@tanstack/react-query';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';

/**
 * Spec section 3: the local caches kept between visits. A query is persisted when the first part of
 * its key is one of these, e.g. `['blogs', { page: 1 }]`; name a feature's keys accordingly.
 */
export const PERSISTED_QUERY_ROOTS = ['socialEvents', 'testimonials', 'teachers', 'gallery', 'blogs'] as const;

/** How long a saved copy may be shown first (while the fresh one loads) before it is thrown away. */
const PERSISTED_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Bump when the shape of a persisted response changes, so old copies are dropped instead of misread. */
const CACHE_VERSION = '1';

export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [root] = query.queryKey;
  return (
    query.state.status === 'success' &&
    typeof root === 'string' &&
    (PERSISTED_QUERY_ROOTS as readonly string[]).includes(root)
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Cached data is shown first while it is fetched again (spec section 4): every page visit asks
      // again (unchanged answers are a cheap 304), so a copy restored from an earlier visit never hides
      // a change. A restored copy must outlive its age limit in memory too, or it would be collected
      // before it is shown.
      queries: { staleTime: 0, gcTime: PERSISTED_MAX_AGE_MS },
    },
  });
}

export function persistOptions(): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister: createSyncStoragePersister({ storage: window.localStorage, key: 'trailside-cache' }),
    maxAge: PERSISTED_MAX_AGE_MS,
    buster: CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
  };
}
