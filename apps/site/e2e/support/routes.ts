import type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Every public page of the site, for the checks that walk them all (axe, screenshots). Each area adds
 * its pages here; `heading` is the page's first-level heading, awaited before checking.
 */
export interface SiteRoute {
  path: string;
  heading: string | RegExp;
  /** For a detail page: the API list whose first item's id the page is opened with (`?id=`). */
  idFrom?: string;
  /** What shows once the page's own content is in (beyond its heading), for checks that judge the finished page. */
  ready?: (page: Page) => Locator;
}

const firstPicture = (page: Page) => page.getByRole('img').first();

export const PUBLIC_ROUTES: SiteRoute[] = [
  { path: '/', heading: 'Blazing new trails in education, K-8' },
  { path: '/about', heading: 'About' },
  { path: '/about-2', heading: 'About Trailside' },
  { path: '/classes', heading: 'Classes' },
  { path: '/event', heading: 'Events' },
  { path: '/teachers', heading: 'Teachers', ready: (page) => page.getByRole('heading', { name: 'Ruth Calder' }) },
  { path: '/teachers-details', heading: 'Teacher Details', idFrom: '/api/teachers', ready: (page) => page.getByRole('heading', { level: 2 }).first() },
  { path: '/faq', heading: 'FAQ', ready: (page) => page.getByRole('checkbox').first() },
  { path: '/coming-soon', heading: 'Coming Soon', ready: firstPicture },
  { path: '/gallery', heading: 'Gallery', ready: firstPicture },
  { path: '/gallery-masonry', heading: 'Gallery', ready: firstPicture },
  { path: '/gallery-filter', heading: 'Gallery', ready: firstPicture },
  { path: '/contact-us', heading: 'Contact Us' },
  { path: '/subscribe', heading: 'Subscribe' },
  { path: '/blog-classic-grid', heading: 'Blog', ready: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/blog-details', heading: 'Blog Details', idFrom: '/api/blogs-recent' },
  { path: '/login', heading: 'Login' },
  { path: '/sign-up', heading: 'Sign Up' },
  { path: '/reset-password', heading: 'Reset Password' },
  { path: '/error-404', heading: 'Page Not Found' },
];

/** The two widths every page must work at. */
export const WIDTHS = [
  { name: 'a phone', slug: 'phone', viewport: { width: 375, height: 740 } },
  { name: 'a desktop', slug: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** The address to open a route at: detail pages get the id of the first item the API lists. */
export async function addressOf(request: APIRequestContext, route: SiteRoute): Promise<string> {
  if (!route.idFrom) return route.path;
  const body = (await (await request.get(route.idFrom)).json()) as Record<string, { id: string }[]>;
  const first = Object.values(body).find(Array.isArray)?.[0];
  if (!first) throw new Error(`${route.idFrom} listed nothing to open ${route.path} with`);
  return `${route.path}?id=${encodeURIComponent(first.id)}`;
}
