import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router-dom';
import { routes } from './routes';

/**
 * The browser's router. A page the server rendered is hydrated: its lazily loaded route modules are
 * fetched first, so the first client render matches the server's HTML instead of showing a spinner.
 */
export async function createSiteRouter(hydrationData: HydrationState | undefined) {
  if (hydrationData) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const module = await (route.lazy as () => Promise<object>)();
        Object.assign(route, { ...module, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData });
}
