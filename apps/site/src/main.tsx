import { validateWithoutEval } from '@trailside/domain/validation/without-eval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppState } from './app/app-state';
import { createSiteRouter } from './app/router';
import '@trailside/ui/theme/tokens.css';
import './styles/global.css';

validateWithoutEval();

/** A page the server rendered is hydrated with the data it was rendered from; any other is rendered here. */
async function start() {
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
}

void start();
