/**
 * Every page the site's router knows: its address, the title its breadcrumb banner and browser tab show, and its
 * module in `routes/`. Plain data with no components, so what walks every page (the browser tests' sweep) reads
 * the router's own list; `routes.tsx` makes the routes from it.
 */
export interface SitePage {
  /** The address pattern: `/` is the home page, `*` every address no other page has. */
  path: string;
  title: string;
  module: string;
  /** The route's id where it is not its module's name (two addresses share the not-found page). */
  id?: string;
  /** A page about one signed-in person, or opened with a secret (a mail's link): rendered by the browser only. */
  clientOnly?: true;
}

/** The route id of the page every unknown address shows; the server answers it with a 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

export const SITE_PAGES = [
  { path: '/', title: 'Home', module: 'home' },
  { path: '/about', title: 'About', module: 'about' },
  { path: '/about-2', title: 'About Trailside', module: 'about-2' },
  { path: '/classes', title: 'Classes', module: 'classes' },
  { path: '/event', title: 'Events', module: 'event' },
  { path: '/login', title: 'Login', module: 'login', clientOnly: true },
  { path: '/sign-up', title: 'Sign Up', module: 'sign-up', clientOnly: true },
  { path: '/reset-password', title: 'Reset Password', module: 'reset-password', clientOnly: true },
  { path: '/faq', title: 'FAQ', module: 'faq' },
  { path: '/contact-us', title: 'Contact Us', module: 'contact-us' },
  { path: '/teachers', title: 'Teachers', module: 'teachers' },
  { path: '/teachers-details', title: 'Teacher Details', module: 'teachers-details' },
  { path: '/admin', title: 'Admin', module: 'admin', clientOnly: true },
  { path: '/account', title: 'My Account', module: 'account', clientOnly: true },
  { path: '/parent-consent', title: "Your Child's Account", module: 'parent-consent', clientOnly: true },
  { path: '/blog-classic-grid', title: 'Blog', module: 'blog-classic-grid' },
  { path: '/blog-details', title: 'Blog Details', module: 'blog-details' },
  { path: '/coming-soon', title: 'Coming Soon', module: 'coming-soon' },
  { path: '/gallery', title: 'Gallery', module: 'gallery' },
  { path: '/gallery-masonry', title: 'Gallery', module: 'gallery-masonry' },
  { path: '/gallery-filter', title: 'Gallery', module: 'gallery-filter' },
  { path: '/subscribe', title: 'Subscribe', module: 'subscribe' },
  // Opened from a mail's link, with its token: one person's, never drawn by the server nor kept.
  { path: '/subscribe/confirm', title: 'Confirm Subscription', module: 'subscribe-confirm', clientOnly: true },
  { path: '/verify-email', title: 'Verify Email', module: 'verify-email', clientOnly: true },
  { path: '/mail-preferences', title: 'Email Preferences', module: 'mail-preferences', clientOnly: true },
  { path: '/unsubscribe', title: 'Unsubscribe', module: 'unsubscribe', clientOnly: true },
  { path: '/error-404', title: 'Page Not Found', module: 'not-found', id: 'error-404' },
  { path: '*', title: 'Page Not Found', module: 'not-found', id: NOT_FOUND_ROUTE_ID },
] as const satisfies readonly SitePage[];

export type RouteModuleName = (typeof SITE_PAGES)[number]['module'];
