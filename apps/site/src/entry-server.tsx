import { dehydrate } from '@tanstack/react-query';
import { createApiClient } from '@trailside/domain/api/client';
import { CATCH_ALL_PATH } from '@trailside/domain/site/site-pages';
import { createQueryClient } from '@trailside/ui/api/query-client';
import type { SessionStore } from '@trailside/ui/auth/auth-provider';
import { createMessageStore } from '@trailside/ui/message-banner/message-provider';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, RouterContextProvider, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { AppState } from './app/app-state';
import { SERVER_QUERY_DEFAULTS } from './app/query-client';
import { routes, type RouteHandle } from './app/routes';
import { siteContext } from './app/site-context';
import { SiteProviders } from './app/site-providers';

export interface RenderOptions {
  /** Where the server reaches its own API (loopback), e.g. http://127.0.0.1:3000. */
  apiUrl: string;
  /** The site's public address, for canonical URLs and shared pictures. */
  publicUrl: string;
}

export interface RenderedPage {
  status: number;
  /** Title, description, canonical link, Open Graph and Twitter tags, preloads: the elements React hoists to the head. */
  head: string;
  /** The page's markup, for inside #root. */
  html: string;
  /** The JSON of the query cache and router state the browser starts from (AppState). */
  state: string;
  /** The route modules the page shows, whose scripts and styles the HTML should name. */
  modules: string[];
  /**
   * The cache tags of every API answer the page was drawn from (the API's `Cache-Tag` header), so the page
   * can be kept until one of them changes; null when an answer had none, and the page must not be kept.
   */
  cacheTags: string[] | null;
}

/** The server sees every page as a visitor who is not signed in; never one person's view. */
const ANONYMOUS: SessionStore = { get: () => null, set: () => {}, subscribe: () => () => {} };

const handler = createStaticHandler(routes);

/**
 * The handles of the pages an address matches, their modules loaded: known from the address alone, before any
 * loader runs (a route's module, and so its handle, is loaded when the page is first shown).
 */
async function handlesAt(pathname: string): Promise<RouteHandle[]> {
  const matches = matchRoutes(handler.dataRoutes, pathname) ?? [];
  const handles = await Promise.all(
    matches.map(async ({ route }) => (route.lazy ? ((await (route.lazy as () => Promise<RouteObject>)()).handle as RouteHandle) : (route.handle as RouteHandle | undefined))),
  );
  return handles.filter((handle) => handle !== undefined);
}

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The elements React writes before a page's markup when it renders no document of its own: what its
 * components asked to have in the head (title, meta, link, and the preloads of `preload()`).
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/**
 * React's streamed HTML, once everything in it (every Suspense boundary) is ready: the loaders have fetched
 * all the page shows, so nothing waits. Every part is written in place, however large (React would otherwise
 * send a large part after the rest, with an inline script to move it: the Content-Security-Policy allows none,
 * and a page kept whole for every visitor gains nothing from streaming).
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // A part that fails would be left for the browser to draw: the whole page is, instead (SiteRenderer).
    onError: (error) => void (failure ??= error),
  });
  await stream.allReady;
  if (failure) throw failure;
  return new Response(stream).text();
}

/** The API's answers a render read, and whether each said which cached content it shows. */
function recordingFetch() {
  const tags = new Set<string>();
  let untagged = false;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const header = response.headers.get('Cache-Tag');
    if (response.ok && header) header.split(',').forEach((tag) => tags.add(tag.trim()));
    else untagged = true;
    return response;
  };
  return { fetch, cacheTags: () => (untagged ? null : [...tags].sort()) };
}

/**
 * Renders one public page for an anonymous visitor: react-router matches the address and runs the loaders of
 * the matched routes once, in parallel (each fills the query cache through its feature's query options, a post
 * and then its comments), then React renders the page once, its head included, from that cache. Returns a
 * Response for a redirect, and null for a page the browser renders by itself (RouteHandle.clientOnly).
 */
export async function render(request: Request, { apiUrl, publicUrl }: RenderOptions): Promise<RenderedPage | Response | null> {
  // Known from the address alone, before any loader runs: a mail link's page acts on its link in its loader (a
  // confirmation, a verification), which must happen once, in the browser of the person who followed it.
  const handles = await handlesAt(new URL(request.url).pathname);
  if (handles.some((handle) => handle.clientOnly)) return null;
  const reads = recordingFetch();
  const queryClient = createQueryClient({ showMessage: () => {}, signOut: () => {} }, SERVER_QUERY_DEFAULTS);
  const api = createApiClient({ baseUrl: apiUrl, fetch: reads.fetch });
  const requestContext = new RouterContextProvider();
  requestContext.set(siteContext, { queryClient, api, viewerId: () => null, onServer: true });

  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return context;
  // A loader that failed outright (they catch what they fetch) leaves the page to the browser.
  if (context.errors) return null;
  // A request that failed is left to the browser, which asks again and shows the page's own message meanwhile.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });

  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderToHtml(
    <SiteProviders sessionStore={ANONYMOUS} messages={createMessageStore()} queryClient={queryClient} api={api} publicUrl={publicUrl}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SiteProviders>,
  );
  const head = HOISTED.exec(markup)![0];
  const state: AppState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    publicUrl,
  };
  const notFound = context.matches.some((match) => match.route.path === CATCH_ALL_PATH);

  return {
    status: notFound ? 404 : context.statusCode,
    head,
    html: markup.slice(head.length),
    state: scriptJson(state),
    modules: handles.map((handle) => handle.module),
    cacheTags: reads.cacheTags(),
  };
}

/** Every page and its handle, which the build writes to dist/site-pages.json (vite.config.ts). */
export { sitePages } from './app/routes';
