import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { DefaultOptions, DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { blogKeys } from '@trailside/ui/blogs/api/blog-keys';
import { galleryKeys } from '@trailside/ui/gallery/api/gallery-keys';
import { socialEventKeys } from '@trailside/ui/social-events/api/social-event-keys';
import { testimonialKeys } from '@trailside/ui/testimonials/api/testimonial-keys';
import { teacherKeys } from '@trailside/ui/teachers/api/teacher-keys';

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

/** The page the server rendered, while the browser is still showing it. */
export interface FirstPage {
  /** The data the server drew the page with. */
  data: DehydratedState;
  /** Whether the visitor is still on that page. */
  isCurrent: () => boolean;
}

/**
 * Cached data is shown first while it is fetched again (spec section 4): every page visit asks again
 * (unchanged answers are a cheap 304), so a copy restored from an earlier visit never hides a change.
 * The one exception is the data the server rendered the first page with, fetched for this very visit:
 * asking for it all again while the page hydrates repeated every request and drew the page twice. It
 * goes stale like any copy once the visitor moves on or once it is fetched again, and when a signed-in
 * person's view shows, since it was fetched for a visitor (SiteProviders asks again for what is on screen).
 * A restored copy must outlive its age limit in memory too, or it would be collected before it is shown.
 */
export function queryDefaults(firstPage?: FirstPage): DefaultOptions {
  const rendered = new Map(firstPage?.data.queries.map(({ queryHash, state }) => [queryHash, state.dataUpdatedAt]));
  return {
    queries: {
      staleTime: (query) => (rendered.get(query.queryHash) === query.state.dataUpdatedAt && firstPage?.isCurrent() ? Infinity : 0),
      gcTime: PERSISTED_MAX_AGE_MS,
    },
  };
}

/**
 * The server draws a page with the data its loaders have just fetched and never fetches while drawing. Were
 * that data stale there, every list would be drawn as loading again (aria-busy="true").
 */
export const SERVER_QUERY_DEFAULTS: DefaultOptions = { queries: { staleTime: Infinity } };

export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage: window.localStorage, key: 'trailside-cache' }),
    maxAge: PERSISTED_MAX_AGE_MS,
    buster: CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
  };
}

/**
 * Restores the spec's local caches (blogs, teachers, ...) from localStorage, then saves them now (the
 * data a server-rendered page came with is not fetched again, so no change would save it) and at every
 * change. The restore starts with the client, before any query fetches (that waits for the page to be
 * shown), so it needs no "restoring" state. A saved copy never replaces what the cache holds already, the data
 * a page the server drew was drawn with: the server keeps a page for up to a minute, so a copy saved since can be
 * newer (a signed-in family's own testimonials in it), and hydrating with it would not match the server's markup.
 */
export async function keepLocalCaches(queryClient: QueryClient): Promise<void> {
  const options = { queryClient, ...persistOptions() };
  const { persister } = options;
  const restoreClient = async () => {
    const saved = await persister.restoreClient();
    if (!saved) return saved;
    const queries = saved.clientState.queries.filter(({ queryHash }) => !queryClient.getQueryCache().get(queryHash));
    return { ...saved, clientState: { ...saved.clientState, queries } };
  };
  // A saved copy that cannot be read is dropped by the restore itself; the caches then start empty.
  await persistQueryClientRestore({ ...options, persister: { ...persister, restoreClient } }).catch(() => undefined);
  await persistQueryClientSave(options);
  persistQueryClientSubscribe(options);
}
