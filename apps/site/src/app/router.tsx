import { Spinner } from '@trailside/ui/spinner/spinner';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

const page = (path: string, title: string, lazy: RouteObject['lazy']): RouteObject => ({
  path,
  lazy,
  handle: { title } satisfies RouteHandle,
});

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Spinner overlay label="Loading the page" />,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home'), handle: { title: 'Home' } satisfies RouteHandle },
          page('about', 'About', () => import('./routes/about')),
          page('about-2', 'About Trailside', () => import('./routes/about-2')),
          page('classes', 'Classes', () => import('./routes/classes')),
          page('event', 'Events', () => import('./routes/event')),
          page('login', 'Login', () => import('./routes/login')),
          page('sign-up', 'Sign Up', () => import('./routes/sign-up')),
          page('reset-password', 'Reset Password', () => import('./routes/reset-password')),
          page('faq', 'FAQ', () => import('./routes/faq')),
          page('contact-us', 'Contact Us', () => import('./routes/contact-us')),
          page('teachers', 'Teachers', () => import('./routes/teachers')),
          page('teachers-details', 'Teacher Details', () => import('./routes/teachers-details')),
          page('admin', 'Admin', () => import('./routes/admin')),
          page('blog-classic-grid', 'Blog', () => import('./routes/blog-classic-grid')),
          page('blog-details', 'Blog Details', () => import('./routes/blog-details')),
          page('coming-soon', 'Coming Soon', () => import('./routes/coming-soon')),
          page('gallery', 'Gallery', () => import('./routes/gallery')),
          page('gallery-masonry', 'Gallery', () => import('./routes/gallery-masonry')),
          page('gallery-filter', 'Gallery', () => import('./routes/gallery-filter')),
          page('error-404', 'Page Not Found', () => import('./routes/not-found')),
          page('*', 'Page Not Found', () => import('./routes/not-found')),
        ],
      },
    ],
  },
]);
