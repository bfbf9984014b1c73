import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateInTurns } from '../components/hydration-turn';
import { nextTask } from '../lib/next-task';
import { App } from './app';
import { readAppState } from './app-state';
import { createSiteRouter } from './router';

/** A page the server rendered is hydrated with the data it was rendered from; any other is rendered here. */
export async function startApp() {
  const state = readAppState();
  const router = await createSiteRouter(state?.router);
  // The router's setup and the page's first drawing each take a task of their own.
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} dehydratedState={state?.queries} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (state) await hydrateInTurns(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
  // Says the page now answers clicks and keys (a server-drawn page does not until here): browser tests wait for it,
  // and the styles then draw what waited for the app (the slider's later pictures, the pinned flyer).
  document.documentElement.dataset.hydrated = '';
}
