import type { APIRequestContext } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';

/** Every address `/sitemap.xml` lists, as a path with its query (`/blog-details?id=...`), in its order. */
export async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const { urlset } = new XMLParser().parse(await response.text()) as { urlset: { url: { loc: string } | Array<{ loc: string }> } };
  return [urlset.url].flat().map(({ loc }) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
}
