import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { readAppState } from './app-state';
import { createSiteRouter } from './router';

/** A page the server rendered is hydrated with the data it was rendered from; any other is rendered here. */
export async function startApp() {
  const state = readAppState();
  const router = await createSiteRouter(state?.router);
  const app = (
    <StrictMode>
      <App router={router} dehydratedState={state?.queries} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // Says the page now answers clicks and keys (a server-drawn page does not until here); browser tests wait for it.
  document.documentElement.dataset.hydrated = '';
}
