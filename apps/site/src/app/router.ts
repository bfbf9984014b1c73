import { createBrowserRouter, matchRoutes, RouterContextProvider, type HydrationState } from 'react-router-dom';
import { nextTask } from '../lib/next-task';
import { routes } from './routes';
import { siteContext, type Site } from './site-context';

/**
 * Loads the modules of the routes the address matches, so a page the server rendered is hydrated at once
 * with the same components instead of a loading state.
 */
async function loadMatchedRouteModules() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The browser's router. On a page the server rendered it starts from the server's state, so no loader runs
 * again for the first page; every later navigation runs the next page's loaders before it renders.
 */
export async function createSiteRouter(site: Site, hydrationData: HydrationState | undefined) {
  if (hydrationData) {
    await loadMatchedRouteModules();
    // The page's modules were evaluated in this task; the router is made in the next.
    await nextTask();
  }
  return createBrowserRouter(routes, {
    hydrationData,
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(siteContext, site);
      return context;
    },
  });
}
