/**
 * Every public page of the site, for the checks that walk them all (axe, screenshots). Each area adds
 * its pages here; `heading` is the page's first-level heading, awaited before checking.
 */
export interface SiteRoute {
  path: string;
  heading: string | RegExp;
}

export const PUBLIC_ROUTES: SiteRoute[] = [
  { path: '/', heading: 'Blazing new trails in education, K-8' },
  { path: '/about', heading: 'About' },
  { path: '/about-2', heading: 'About Trailside' },
  { path: '/classes', heading: 'Classes' },
  { path: '/event', heading: 'Events' },
  { path: '/login', heading: 'Login' },
  { path: '/sign-up', heading: 'Sign Up' },
  { path: '/error-404', heading: 'Page Not Found' },
];

/** The two widths every page must work at. */
export const WIDTHS = [
  { name: 'a phone', slug: 'phone', viewport: { width: 375, height: 740 } },
  { name: 'a desktop', slug: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
