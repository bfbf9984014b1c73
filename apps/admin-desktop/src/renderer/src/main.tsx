import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createConsoleSessionStore } from './app/console-session';
import '@trailside/ui/theme/tokens.css';
import './styles.css';

// The server address and any saved session come from the main process before the first render, so the
// console opens signed in (or not) without a flash of the other state.
async function start() {
  const [serverUrl, savedSession] = await Promise.all([window.api.getServerUrl(), window.api.loadSession()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App serverUrl={serverUrl} sessionStore={createConsoleSessionStore(window.api, savedSession)} />
    </StrictMode>,
  );
}

void start();
