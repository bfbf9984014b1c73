import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { APP_STATE_ELEMENT_ID } from '@trailside/domain/site/rendered-page';


/** What the server hands the browser with a rendered page: the data it showed, the router's state and its address. */
export interface AppState {
  queries: DehydratedState;
  router: HydrationState;
  /** PUBLIC_URL, from which the page's canonical address and shared pictures were written. */
  publicUrl: string;
}

/** The state the server left in the page, or undefined for a page it did not render. Read as data, never run. */
export function readAppState(): AppState | undefined {
  const element = document.getElementById(APP_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as AppState) : undefined;
}
