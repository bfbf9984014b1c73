import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_PAGES_FILE, type SitePage } from '@trailside/domain/site/site-pages';

/**
 * Every page of the built site in `siteDir`, as its build listed them from the route modules' handles (the sitemap and
 * robots.txt are made from them); none when no site is built there.
 */
export function readSitePages(siteDir: string): SitePage[] {
  const file = join(siteDir, SITE_PAGES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SitePage[]) : [];
}
