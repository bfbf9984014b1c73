import { dehydrate, QueryClientProvider, type Query } from '@tanstack/react-query';
import { createApiClient } from '@trailside/domain/api/client';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@trailside/domain/settings/site-settings.types';
import { ApiProvider } from '@trailside/ui/api/api-provider';
import { createQueryClient } from '@trailside/ui/api/query-client';
import { AuthProvider, type SessionStore } from '@trailside/ui/auth/auth-provider';
import { IdRoot } from '@trailside/ui/ids/id-scope';
import { MessageProvider } from '@trailside/ui/message-banner/message-provider';
import { siteSettingsQueryOptions } from '@trailside/ui/settings/api/get-site-settings';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { pageMetaHtml, pageMetaOf, scriptJson } from './app/page-meta';
import { SERVER_QUERY_DEFAULTS } from './app/query-client';
import type { RouteHandle } from './app/route-handle';
import { NOT_FOUND_ROUTE_ID, routes } from './app/routes';
import type { RouteModuleName } from './app/routes';
import type { AppState } from './app/app-state';

export interface RenderOptions {
  /** Where the server reaches its own API (loopback), e.g. http://127.0.0.1:3000. */
  apiUrl: string;
  /** The site's public address, for canonical URLs and shared pictures. */
  publicUrl: string;
}

export interface RenderedPage {
  status: number;
  /** Title, description, canonical link, Open Graph and Twitter tags, JSON-LD. */
  head: string;
  /** The page's markup, for inside #root. */
  html: string;
  /** The JSON of the query cache and router state the browser starts from (AppState). */
  state: string;
  /** The route modules the page shows, whose scripts and styles the HTML should name. */
  modules: RouteModuleName[];
}

/** The server sees every page as a visitor who is not signed in; never one person's view. */
const ANONYMOUS: SessionStore = { get: () => null, set: () => {}, subscribe: () => () => {} };

/** A page may ask for data that itself depends on data (a post, then its comments): a few rounds at most. */
const MAX_RENDER_ROUNDS = 3;

const handler = createStaticHandler(routes);

/**
 * Renders one public page for an anonymous visitor: react-router matches the address and loads the
 * page's module, the page is rendered, the data it asked for is fetched from the API and the page is
 * rendered again with it, so the HTML already holds the content. Returns a Response for a redirect, and
 * null for a page the browser renders by itself (a signed-in person's page: RouteHandle.clientOnly).
 */
export async function render(request: Request, { apiUrl, publicUrl }: RenderOptions): Promise<RenderedPage | Response | null> {
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  if (context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.clientOnly)) return null;

  const queryClient = createQueryClient({ showMessage: () => {}, signOut: () => {} }, SERVER_QUERY_DEFAULTS);
  const api = createApiClient({ baseUrl: apiUrl });
  await queryClient.prefetchQuery(siteSettingsQueryOptions(api));

  const router = createStaticRouter(handler.dataRoutes, context);
  const page = () =>
    renderToString(
      <StrictMode>
        <IdRoot>
          <AuthProvider store={ANONYMOUS}>
            <MessageProvider>
              <QueryClientProvider client={queryClient}>
                <ApiProvider baseUrl={apiUrl}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </ApiProvider>
              </QueryClientProvider>
            </MessageProvider>
          </AuthProvider>
        </IdRoot>
      </StrictMode>,
    );

  const asked = new Set<string>();
  const waiting = (query: Query) => query.state.status === 'pending' && (query.options as { enabled?: unknown }).enabled !== false && !asked.has(query.queryHash);
  let html = page();
  for (let round = 1; round < MAX_RENDER_ROUNDS; round++) {
    const queries = queryClient.getQueryCache().findAll({ predicate: waiting });
    if (queries.length === 0) break;
    queries.forEach((query) => asked.add(query.queryHash));
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    // A failed request is left to the browser, which shows the page's own message (and the same spinner first).
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
    html = page();
  }

  const matches = context.matches.map((match) => match.route.handle as RouteHandle | undefined).filter((handle) => handle !== undefined);
  const handle = matches.at(-1);
  const settings = queryClient.getQueryData<SiteSettings>(siteSettingsQueryOptions(api).queryKey) ?? DEFAULT_SITE_SETTINGS;
  const meta = pageMetaOf({ url: new URL(request.url), handle, settings, publicUrl, queryClient, now: new Date() });
  const state: AppState = { queries: dehydrate(queryClient), router: routerStateOf(context) };
  const notFound = context.matches.some((match) => match.route.id === NOT_FOUND_ROUTE_ID);

  return {
    status: notFound ? 404 : context.statusCode,
    head: pageMetaHtml(meta, settings.schoolName),
    html,
    state: scriptJson(state),
    modules: matches.map((match) => match.module),
  };
}

function routerStateOf(context: StaticHandlerContext): AppState['router'] {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: null };
}
