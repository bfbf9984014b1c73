import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@trailside/domain/api/client';
import { createContext, type LoaderFunctionArgs } from 'react-router-dom';

// Loaders receive react-router's typed context (RouterContextProvider), which is what both routers pass them.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

/**
 * What every route loader works with: on the server one of each per request, in the browser the app's own. A
 * loader fills the query cache through its feature's query options; the page then reads the same queries.
 */
export interface Site {
  queryClient: QueryClient;
  api: ApiClient;
  /** Whose view per-person lists are drawn for: the signed-in person in the browser, nobody on the server. */
  viewerId: () => string | null;
  /**
   * Whether this is the server drawing a first page, which only ever sees the address (the browser may also
   * carry an id in navigation state, spec section 2, which loaders cannot read).
   */
  onServer: boolean;
}

export const siteContext = createContext<Site>();

/** The site's queries and API client, in a loader. */
export const siteOf = ({ context }: Pick<LoaderFunctionArgs, 'context'>): Site => context.get(siteContext);

/**
 * A loader's request that may fail without failing the page: the page then shows its own message, as it does
 * in the browser (`await quietly(queryClient.ensureQueryData(...))`). Resolves to the data, or undefined.
 */
export const quietly = <T>(request: Promise<T>): Promise<T | undefined> => request.catch(() => undefined);
