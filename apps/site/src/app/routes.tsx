import type { PageHandle, SitePage } from '@trailside/domain/site/site-pages';
import { Spinner } from '@trailside/ui/spinner/spinner';
import type { RouteObject } from 'react-router-dom';
import { loader as rootLoader, RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

/** What a page's module in routes/ exports: its `Component`, the `loader` filling the query cache, and its `handle`. */
type PageModule = Pick<RouteObject, 'Component' | 'loader'> & { handle: PageHandle };

/** A route's handle as the layout and the server read it: the page's own, and its module's name. */
export type RouteHandle = PageHandle & Pick<SitePage, 'module'>;

/**
 * Which page each address shows, by its module in routes/. Everything else about a page (its title, whether the
 * server draws it, its place in the sitemap) is in the module's `handle`, and the build lists every page from here
 * (site-pages.json: the sitemap, robots.txt and the browser tests read it).
 */
const PAGES: Record<string, string> = {
  '/': 'home',
  '/about': 'about',
  '/about-2': 'about-2',
  '/classes': 'classes',
  '/event': 'event',
  '/login': 'login',
  '/sign-up': 'sign-up',
  '/reset-password': 'reset-password',
  '/faq': 'faq',
  '/contact-us': 'contact-us',
  '/teachers': 'teachers',
  '/teachers-details': 'teachers-details',
  '/admin': 'admin',
  '/account': 'account',
  '/parent-consent': 'parent-consent',
  '/agreement/sign': 'agreement-sign',
  '/offers/respond': 'offers-respond',
  '/blog-classic-grid': 'blog-classic-grid',
  '/blog-details': 'blog-details',
  '/blog-archive': 'blog-archive',
  '/coming-soon': 'coming-soon',
  '/gallery': 'gallery',
  '/gallery-masonry': 'gallery-masonry',
  '/gallery-filter': 'gallery-filter',
  '/subscribe': 'subscribe',
  '/subscribe/confirm': 'subscribe-confirm',
  '/verify-email': 'verify-email',
  '/mail-preferences': 'mail-preferences',
  '/unsubscribe': 'unsubscribe',
  '/apply': 'apply',
  '/applications/status': 'application-status',
  '/visits': 'visits',
  '/visits/manage': 'visits-manage',
  '/error-404': 'not-found',
  '*': 'not-found',
};

/** Each page's module, loaded when the page is first shown (the layout's own modules are not pages). */
const PAGE_MODULES = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/root.tsx', '!./routes/route-error.tsx', '!./routes/*.test.tsx']);

/** The page's module, with its handle naming it (the server names the module's built files in the page). */
async function loadPage(module: string): Promise<PageModule & { handle: RouteHandle }> {
  const load = PAGE_MODULES[`./routes/${module}.tsx`];
  if (!load) throw new Error(`routes.tsx names the page module "${module}", which is not in src/app/routes/`);
  const page = await load();
  return { ...page, handle: { ...page.handle, module } };
}

/** Every page, each with its handle: what the build writes to site-pages.json. */
export const sitePages = (): Promise<SitePage[]> =>
  Promise.all(Object.entries(PAGES).map(async ([path, module]) => ({ path, ...(await loadPage(module)).handle })));

/**
 * A page's route, its module loaded when the page is first shown: the home page is the layout's index, every other
 * path is relative to it. A route's id is its address, so the server and the browser name the same routes.
 */
const pageRoute = ([path, module]: [string, string]): RouteObject => {
  const route = { id: path, lazy: () => loadPage(module) };
  return path === '/' ? { ...route, index: true } : { ...route, path: path === '*' ? path : path.slice(1) };
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Spinner overlay label="Loading the page" />,
    children: [
      {
        id: 'pages',
        // Errors inside a page keep the header and footer around them.
        errorElement: <RouteError />,
        children: Object.entries(PAGES).map(pageRoute),
      },
    ],
  },
];
