import { hydrate } from '@tanstack/react-query';
import { createSessionApiClient } from '@trailside/ui/api/api-provider';
import { createQueryClient } from '@trailside/ui/api/query-client';
import { localSessionStore } from '@trailside/ui/auth/auth-provider';
import { createMessageStore } from '@trailside/ui/message-banner/message-provider';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { nextTask } from '../lib/next-task';
import { readAppState } from './app-state';
import { keepLocalCaches, queryDefaults } from './query-client';
import { createSiteRouter } from './router';
import { SiteProviders } from './site-providers';

/**
 * Starts the site in the browser. A page the server rendered is hydrated with the data and router state it
 * was drawn from, as a visitor (the session shows once hydration is done, in an ordinary update); any other
 * page is rendered here.
 */
export async function startApp(): Promise<void> {
  const state = readAppState();
  const session = localSessionStore;
  const signOut = () => session.set(null);
  const getToken = () => session.get()?.token ?? null;
  const messages = createMessageStore();
  // The data the server drew the first page with counts as fresh while the visitor stays on it.
  let firstLocation: unknown;
  const isCurrent = () => router.state.location === firstLocation;
  const queryClient = createQueryClient({ showMessage: messages.show, signOut }, queryDefaults(state && { data: state.queries, isCurrent }));
  if (state) hydrate(queryClient, state.queries);
  void keepLocalCaches(queryClient);
  const api = createSessionApiClient('', { getToken, signOut });
  // Reading the page's data, evaluating the page's modules and making the router each take a task of their own.
  await nextTask();
  const router = await createSiteRouter({ queryClient, api, viewerId: () => session.get()?.authUser.id ?? null, onServer: false }, state?.router);
  firstLocation = router.state.location;

  const app = (
    <SiteProviders hydrating={state !== undefined} messages={messages} queryClient={queryClient} api={api} publicUrl={state?.publicUrl ?? window.location.origin}>
      <RouterProvider router={router} />
    </SiteProviders>
  );
  const root = document.getElementById('root')!;
  // Setting up the router and hydrating the page each take a task of their own.
  await nextTask();
  // As a transition, hydration is split into short slices (a default-priority hydration is one long task);
  // a tap meanwhile still hydrates its own part first and is replayed.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
