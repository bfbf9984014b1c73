import { Spinner } from '@trailside/ui/spinner/spinner';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import { loader as rootLoader, RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

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
  'not-found': () => import('./routes/not-found'),
  account: () => import('./routes/account'),
  'parent-consent': () => import('./routes/parent-consent'),
} satisfies Record<string, RouteObject['lazy']>;

export type RouteModuleName = keyof typeof MODULES;

/** The route id of the page every unknown address shows; the server answers it with a 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

const page = (path: string, title: string, module: RouteModuleName, id: string = module): RouteObject => ({
  id,
  path,
  lazy: MODULES[module],
  handle: { title, module } satisfies RouteHandle,
});

/** A page about one signed-in person: rendered by the browser only (RouteHandle.clientOnly). */
const privatePage = (...args: Parameters<typeof page>): RouteObject => {
  const route = page(...args);
  return { ...route, handle: { ...(route.handle as RouteHandle), clientOnly: true } satisfies RouteHandle };
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
        children: [
          { id: 'home', index: true, lazy: MODULES.home, handle: { title: 'Home', module: 'home' } satisfies RouteHandle },
          page('about', 'About', 'about'),
          page('about-2', 'About Trailside', 'about-2'),
          page('classes', 'Classes', 'classes'),
          page('event', 'Events', 'event'),
          privatePage('login', 'Login', 'login'),
          privatePage('sign-up', 'Sign Up', 'sign-up'),
          privatePage('reset-password', 'Reset Password', 'reset-password'),
          page('faq', 'FAQ', 'faq'),
          page('contact-us', 'Contact Us', 'contact-us'),
          page('teachers', 'Teachers', 'teachers'),
          page('teachers-details', 'Teacher Details', 'teachers-details'),
          privatePage('admin', 'Admin', 'admin'),
          privatePage('account', 'My Account', 'account'),
          privatePage('parent-consent', "Your Child's Account", 'parent-consent'),
          page('blog-classic-grid', 'Blog', 'blog-classic-grid'),
          page('blog-details', 'Blog Details', 'blog-details'),
          page('coming-soon', 'Coming Soon', 'coming-soon'),
          page('gallery', 'Gallery', 'gallery'),
          page('gallery-masonry', 'Gallery', 'gallery-masonry'),
          page('gallery-filter', 'Gallery', 'gallery-filter'),
          page('error-404', 'Page Not Found', 'not-found', 'error-404'),
          page('*', 'Page Not Found', 'not-found', NOT_FOUND_ROUTE_ID),
        ],
      },
    ],
  },
];
