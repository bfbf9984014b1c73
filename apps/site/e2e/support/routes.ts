import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CATCH_ALL_PATH, SITE_PAGES_FILE, type SitePage } from '@trailside/domain/site/site-pages';

/** Every page the router knows, as the site's build listed them from the route modules' handles (npx turbo run build). */
export const SITE_PAGES = readSitePages();

function readSitePages(): SitePage[] {
  const file = resolve(import.meta.dirname, '../../dist', SITE_PAGES_FILE);
  if (!existsSync(file)) throw new Error(`The browser tests walk the built site's pages: build it first (npx turbo run build). Not found: ${file}`);
  return JSON.parse(readFileSync(file, 'utf8')) as SitePage[];
}

/** A page a visitor opens without an account or a mail's link, for the checks that walk them all (axe, screenshots). */
export interface SiteRoute {
  path: string;
  /** The page's first-level heading, awaited before checking: its title, but on the home page. */
  heading: string | RegExp;
  /** For a detail page: the API list whose first item's id the page is opened with (`?id=`). */
  idFrom?: string;
  /** What shows once the page's own content is in (beyond its heading), for checks that judge the finished page. */
  ready?: (page: Page) => Locator;
}

const firstPicture = (page: Page) => page.getByRole('img').first();

/** What the checks need to know of a page beyond its handle. */
const CHECKS: Record<string, Omit<SiteRoute, 'path' | 'heading'> & { heading?: string }> = {
  '/': { heading: 'Blazing new trails in education, K-8' },
  '/teachers': { ready: (page) => page.getByRole('heading', { name: 'Ruth Calder' }) },
  '/teachers-details': { idFrom: '/api/teachers', ready: (page) => page.getByRole('heading', { level: 2 }).first() },
  '/faq': { ready: (page) => page.getByRole('checkbox').first() },
  '/coming-soon': { ready: firstPicture },
  '/gallery': { ready: firstPicture },
  '/gallery-masonry': { ready: firstPicture },
  '/gallery-filter': { ready: firstPicture },
  '/blog-classic-grid': { ready: (page) => page.getByRole('main').getByRole('article').first() },
  '/blog-details': { idFrom: '/api/blogs-recent' },
  '/blog-archive': { ready: (page) => page.getByRole('main').getByRole('heading', { level: 3 }).first() },
};

export const PUBLIC_ROUTES: SiteRoute[] = SITE_PAGES.filter((page) => page.path !== CATCH_ALL_PATH && !page.needs).map(({ path, title }) => ({
  path,
  heading: title,
  ...CHECKS[path],
}));

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
