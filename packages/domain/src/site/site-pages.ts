/**
 * What each page of the site says about itself: its route module in apps/site/src/app/routes/ exports it as `handle`.
 * The site's build writes every page's, with its address and module, to SITE_PAGES_FILE beside the built site: the
 * API's sitemap and robots.txt and the site's browser tests read the pages from there, never from a list of their own.
 */

/** The kinds of content a list page shows, by the API's cache tags, whose newest change the sitemap can date. */
export const DATED_CONTENT = ['blogs', 'teachers', 'gallery', 'socialEvents'] as const;
export type DatedContent = (typeof DATED_CONTENT)[number];

export interface PageHandle {
  /** The title of the breadcrumb banner and the browser tab. */
  title: string;
  /**
   * Drawn by the browser alone, never by the server nor kept, and crawlers are asked to leave it alone: a page of
   * one person's (a sign-in form, their account) or opened with a mail link's secret.
   */
  clientOnly?: true;
  /** What a visitor needs before the page shows its own content: to be signed in, or a mail's link. */
  needs?: 'an account' | 'a link';
  /** Listed in the sitemap for search engines. */
  sitemap?: true;
  /** The content the page lists (the API's cache tags): its newest change is the page's lastmod in the sitemap. */
  cacheTags?: readonly DatedContent[];
}

/** A page as the site's build lists it: the address pattern (`/` the home page, `*` every unknown address) and its module. */
export interface SitePage extends PageHandle {
  path: string;
  /** Its module, src/app/routes/<module>.tsx, whose built files the server names in the page. */
  module: string;
}

/** The file, in the built site's folder, listing every page (a JSON array of SitePage). */
export const SITE_PAGES_FILE = 'site-pages.json';

/** The address every unknown address shares; the server answers it with a 404. */
export const CATCH_ALL_PATH = '*';
