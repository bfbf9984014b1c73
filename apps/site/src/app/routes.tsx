import { Spinner } from '@trailside/ui/spinner/spinner';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import { loader as rootLoader, RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';
import { SITE_PAGES, type RouteModuleName, type SitePage } from './site-pages';

/**
 * Each page's module, loaded when the page is first shown: its `Component`, and the `loader` that fills the
 * query cache with what the page shows (and its head is drawn from), run before it renders, on the server and
 * on each navigation in the browser. A route's id is its module's name, so the server can look the module's
 * files up in the build manifest and send them with the first HTML.
 */
const MODULES = {
  home: () => import('./routes/home'),
  about: () => import('./routes/about'),
  'about-2': () => import('./routes/about-2'),
  classes: () => import('./routes/classes'),
  event: () => import('./routes/event'),
  login: () => import('./routes/login'),
  'sign-up': () => import('./routes/sign-up'),
  'reset-password': () => import('./routes/reset-password'),
  faq: () => import('./routes/faq'),
  'contact-us': () => import('./routes/contact-us'),
  teachers: () => import('./routes/teachers'),
  'teachers-details': () => import('./routes/teachers-details'),
  admin: () => import('./routes/admin'),
  'blog-classic-grid': () => import('./routes/blog-classic-grid'),
  'blog-details': () => import('./routes/blog-details'),
  'coming-soon': () => import('./routes/coming-soon'),
  gallery: () => import('./routes/gallery'),
  'gallery-masonry': () => import('./routes/gallery-masonry'),
  'gallery-filter': () => import('./routes/gallery-filter'),
  subscribe: () => import('./routes/subscribe'),
  'subscribe-confirm': () => import('./routes/subscribe-confirm'),
  'verify-email': () => import('./routes/verify-email'),
  'mail-preferences': () => import('./routes/mail-preferences'),
  unsubscribe: () => import('./routes/unsubscribe'),
  'not-found': () => import('./routes/not-found'),
  account: () => import('./routes/account'),
  'parent-consent': () => import('./routes/parent-consent'),
} satisfies Record<RouteModuleName, RouteObject['lazy']>;

/** A page's route: the home page is the layout's index, every other path is relative to it. */
const pageRoute = ({ path, title, module, ...page }: SitePage & { module: RouteModuleName }): RouteObject => {
  const handle: RouteHandle = { title, module, ...(page.clientOnly && { clientOnly: true }) };
  const route = { id: page.id ?? module, lazy: MODULES[module], handle };
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
        children: SITE_PAGES.map(pageRoute),
      },
    ],
  },
];
