import { srcSetOf } from '@trailside/domain/api/image-variants';
import { HOME_SLIDES } from '@trailside/domain/home-slider/home-slider';
import type { SiteSettings } from '@trailside/domain/settings/site-settings.types';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { createContext, useContext } from 'react';
import { preload } from 'react-dom';
import { useLocation, useMatches } from 'react-router-dom';

/** The site's public address (PUBLIC_URL, no trailing slash): the server's, handed to the browser with the page. */
export const PublicUrlContext = createContext('');

/** A picture a shared link shows: its address (absolute or from the site's root) and its description. */
export interface SharedPicture {
  url: string;
  alt: string;
}

export interface PageHeadProps {
  /** The page's own title, before " | school name": its route's title unless given; null for the school's name alone (home). */
  title?: string | null;
  /** What search results and link previews say of the page (about 150 characters at most). */
  description: string;
  /** The page's one address, with `?id=` for a detail page; the current path when absent. */
  canonicalPath?: string;
  picture?: SharedPicture;
  type?: 'website' | 'article' | 'profile';
  /** schema.org objects for this page, written beside the school's own. */
  jsonLd?: object[];
  /** The largest picture in the first screen, fetched at high priority before the page's scripts. */
  leadImage?: { srcset: string; sizes: string };
  /** A page about one person (My account, a consent link): search engines are asked to leave it out. */
  noIndex?: boolean;
}

/** The first slider picture: what a page with no picture of its own shows when shared. */
const SCHOOL_PICTURE: SharedPicture = { url: HOME_SLIDES[0]!.fallback, alt: HOME_SLIDES[0]!.alt };

const absolute = (publicUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`);

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The WebP variants of an uploaded picture as a lead image, or none for a picture without them. */
export function leadImageOf(imageUrl: string | null | undefined, sizes: string): PageHeadProps['leadImage'] {
  const srcset = srcSetOf(imageUrl, 'webp');
  return srcset ? { srcset, sizes } : undefined;
}

/** The school as search engines read it, on every page. */
export function schoolJsonLd(settings: SiteSettings, publicUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: settings.schoolName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: settings.phone,
    email: settings.email,
    address: { '@type': 'PostalAddress', streetAddress: settings.address },
  };
}

/**
 * One page's head: title, description, canonical address, Open Graph and Twitter tags, its lead picture's
 * preload and its structured data. Each route renders it from its own data. React places the title, meta and
 * link elements in the document's head (on the server, before the page's markup, which the API moves into the
 * head), replaces them on the next page, and on a hydrated page takes over the ones the server wrote.
 */
export function PageHead({ title, description, canonicalPath, picture = SCHOOL_PICTURE, type = 'website', jsonLd = [], leadImage, noIndex = false }: PageHeadProps) {
  const settings = useSiteSettings();
  const publicUrl = useContext(PublicUrlContext);
  const location = useLocation();
  const routeTitle = (useMatches().at(-1)?.handle as { title?: string } | undefined)?.title;
  const school = settings.schoolName;
  const pageTitle = title === undefined ? routeTitle : title;
  const fullTitle = pageTitle ? `${pageTitle} | ${school}` : school;
  const canonical = `${publicUrl}${canonicalPath ?? location.pathname}`;
  const image = absolute(publicUrl, picture.url);
  if (leadImage) preload(leadImage.srcset.split(' ')[0]!, { as: 'image', type: 'image/webp', imageSrcSet: leadImage.srcset, imageSizes: leadImage.sizes, fetchPriority: 'high' });

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={school} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={picture.alt} />
      {[schoolJsonLd(settings, publicUrl), ...jsonLd].map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(item) }} />
      ))}
    </>
  );
}

/** Absolute address of a picture for structured data, as PageHead writes it. */
export function usePictureUrl(): (path: string) => string {
  const publicUrl = useContext(PublicUrlContext);
  return (path) => absolute(publicUrl, path);
}
