import { validateWithoutEval } from '@trailside/domain/validation/without-eval';
import { APP_STARTED_EVENT } from './lib/early-actions';
import { nextTask } from './lib/next-task';
import '@trailside/ui/theme/tokens.css';
import './styles/global.css';

// The site's entry, which the page's first script (boot.ts) runs once the page's main picture is on the screen and
// the page's modules are in; in development, Vite's page runs it at once.
validateWithoutEval();
// The libraries are evaluated in a task of their own (app/libraries.ts), then the app's modules.
void import('./app/libraries')
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(async ({ startApp }) => {
    // The app's modules are evaluated in one task, and the app starts in the next.
    await nextTask();
    await startApp();
  })
  // React answers a tap on any part of the page once hydrateRoot has been called; one before is held till now.
  .finally(() => document.dispatchEvent(new Event(APP_STARTED_EVENT)));
