import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Blog } from '@trailside/domain/blogs/blog.types';
import type { GetGalleryResponse } from '@trailside/domain/gallery/gallery.contract';
import { GALLERY_FETCH_LIMIT } from '@trailside/domain/gallery/gallery.rules';
import { srcSetOf } from '@trailside/domain/api/image-variants';
import { HOME_SLIDES } from '@trailside/domain/home-slider/home-slider';
import type { SiteSettings } from '@trailside/domain/settings/site-settings.types';
import type { SocialEventsResponse } from '@trailside/domain/social-events/social-event.types';
import type { Teacher } from '@trailside/domain/teachers/teacher.types';
import { cutText } from '@trailside/domain/text/text-preview';
import { blogKeys } from '@trailside/ui/blogs/api/blog-keys';
import { galleryKeys } from '@trailside/ui/gallery/api/gallery-keys';
import { socialEventKeys } from '@trailside/ui/social-events/api/social-event-keys';
import { BLOG_POST_IMAGE_SIZES } from '../features/blogs/components/image-sizes';
import { GALLERY_TILE_SIZES } from '../features/gallery/components/image-sizes';
import { TEACHER_CARD_SIZES, TEACHER_PORTRAIT_SIZES } from '../features/teachers/components/image-sizes';
import { SAMPLE_EVENTS, type SchoolEvent } from '../features/events/sample-events';
import { teacherKeys } from '../features/teachers/api/teacher-keys';
import type { RouteHandle } from './route-handle';
import type { RouteModuleName } from './routes';

/** What search engines and link previews read about one page: the document's head, beyond the styles. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's one address under PUBLIC_URL (with ?id= for a detail page). */
  canonical: string;
  /** Absolute URL of the picture a shared link shows. */
  image: string;
  imageAlt: string;
  type: 'website' | 'article' | 'profile';
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd: object[];
  /** The largest picture above the fold (WebP variants), fetched with high priority before the page's script. */
  leadImage?: { srcset: string; sizes: string };
}

/** Search results show about 155 characters of a description. */
const DESCRIPTION_LIMIT = 150;

const DESCRIPTIONS: Partial<Record<RouteModuleName, string>> = {
  home: 'A small Montessori school with a home-school model: four classes of twelve to fifteen children, aged five to fourteen, each known by name.',
  about: 'How Trailside Montessori K-8 began, what a Montessori education means here, and how our home-school model works for families.',
  'about-2': 'A day at Trailside Montessori K-8: mixed-age classes, hands-on materials, time outdoors and teachers who know every child.',
  classes: 'Our four mixed-age classes, from kindergarten to eighth grade, and the specialist lessons in art, music, Spanish and engineering.',
  event: 'Picnics, harvest days, concerts and open houses: the dates in the Trailside Montessori K-8 school year.',
  faq: 'Answers to the questions families ask most about enrolment, tuition, the school day and the Montessori approach at Trailside.',
  'contact-us': 'Call, e-mail or visit Trailside Montessori K-8, or send us a message to arrange a morning in the classroom.',
  teachers: 'Meet the guides and specialists of Trailside Montessori K-8: one guide for every twelve to fifteen children.',
  'blog-classic-grid': 'News from the classrooms, the garden and the trail: the Trailside Montessori K-8 blog.',
  'coming-soon': 'The next open house, concert or family day at Trailside Montessori K-8, with a countdown to the day.',
  gallery: 'Pictures of school life at Trailside Montessori K-8: classrooms, gardens, concerts and trips.',
  'gallery-masonry': 'Pictures of school life at Trailside Montessori K-8: classrooms, gardens, concerts and trips.',
  'gallery-filter': 'Pictures of school life at Trailside Montessori K-8, class by class.',
};

export interface PageMetaInput {
  url: URL;
  handle: RouteHandle | undefined;
  settings: SiteSettings;
  /** The site's public address, e.g. https://trailside.example (no trailing slash). */
  publicUrl: string;
  queryClient: QueryClient;
  /** When the page is shown; sample events are dated by their next occurrence. */
  now: Date;
}

const absolute = (publicUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`);

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The next day a sample event (month and day, no year) falls on, from `now`. */
function nextOccurrence(event: SchoolEvent, now: Date): string {
  const month = new Date(`${event.month} 1, 2000`).getMonth();
  const thisYear = new Date(Date.UTC(now.getUTCFullYear(), month, event.day));
  const date = thisYear.getTime() < now.getTime() - 24 * 60 * 60 * 1000 ? new Date(Date.UTC(now.getUTCFullYear() + 1, month, event.day)) : thisYear;
  return date.toISOString().slice(0, 10);
}

function leadImageOf(imageUrl: string | null, sizes: string): PageMeta['leadImage'] {
  const srcset = srcSetOf(imageUrl, 'webp');
  return srcset ? { srcset, sizes } : undefined;
}

function organizationOf(settings: SiteSettings, publicUrl: string): object {
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

/** The head of one public page, from the route and the data its render used (read from the query cache). */
export function pageMetaOf({ url, handle, settings, publicUrl, queryClient, now }: PageMetaInput): PageMeta {
  const school = settings.schoolName;
  const module = handle?.module;
  const id = url.searchParams.get('id');
  const organization = organizationOf(settings, publicUrl);
  const meta: PageMeta = {
    title: handle && module !== 'home' ? `${handle.title} | ${school}` : school,
    description: (module && DESCRIPTIONS[module]) ?? `${school}: a small Montessori school for children aged five to fourteen.`,
    canonical: `${publicUrl}${url.pathname}`,
    image: absolute(publicUrl, HOME_SLIDES[0]!.fallback),
    imageAlt: HOME_SLIDES[0]!.alt,
    type: 'website',
    jsonLd: [organization],
  };

  if (module === 'home') {
    const [first] = HOME_SLIDES;
    meta.leadImage = { srcset: `${first!.small} 960w, ${first!.src} 1920w`, sizes: '100vw' };
  }

  // The first picture of a list page is the largest thing in the first screen on a phone.
  if (module === 'gallery' || module === 'gallery-masonry' || module === 'gallery-filter') {
    const groupLabel = module === 'gallery-filter' ? url.searchParams.get('group') : null;
    const gallery = queryClient.getQueryData<InfiniteData<GetGalleryResponse>>(galleryKeys.list({ groupLabel, limit: GALLERY_FETCH_LIMIT }));
    const first = gallery?.pages[0]?.gallery[0];
    if (first) meta.leadImage = leadImageOf(first.imageUrl, GALLERY_TILE_SIZES);
  }

  if (module === 'teachers') {
    const [first] = queryClient.getQueryData<Teacher[]>(teacherKeys.list()) ?? [];
    if (first?.imageUrl) meta.leadImage = leadImageOf(first.imageUrl, TEACHER_CARD_SIZES);
  }

  if (module === 'blog-details' && id) {
    meta.canonical = `${publicUrl}${url.pathname}?id=${encodeURIComponent(id)}`;
    const blog = queryClient.getQueryData<Blog>(blogKeys.detail(id));
    if (blog) {
      meta.title = `${blog.title} | ${school}`;
      meta.description = cutText(blog.text, DESCRIPTION_LIMIT);
      meta.type = 'article';
      if (blog.imageUrl) meta.image = absolute(publicUrl, blog.imageUrl);
      meta.imageAlt = blog.title;
      meta.leadImage = leadImageOf(blog.imageUrl, BLOG_POST_IMAGE_SIZES);
      meta.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: blog.title,
        description: meta.description,
        datePublished: isoOf(blog.createdAt.seconds),
        dateModified: isoOf(blog.updatedAt.seconds),
        author: { '@type': 'Person', name: blog.author },
        publisher: { '@type': 'EducationalOrganization', name: school, url: `${publicUrl}/` },
        mainEntityOfPage: meta.canonical,
        ...(blog.imageUrl ? { image: meta.image } : {}),
      });
    }
  }

  if (module === 'teachers-details' && id) {
    meta.canonical = `${publicUrl}${url.pathname}?id=${encodeURIComponent(id)}`;
    const teacher = queryClient.getQueryData<Teacher>(teacherKeys.detail(id));
    if (teacher) {
      meta.title = `${teacher.name} | ${school}`;
      meta.description = cutText(`${teacher.name}, ${teacher.subject}. ${teacher.desc}`, DESCRIPTION_LIMIT);
      meta.type = 'profile';
      if (teacher.imageUrl) meta.image = absolute(publicUrl, teacher.imageUrl);
      meta.imageAlt = teacher.name;
      meta.leadImage = leadImageOf(teacher.imageUrl, TEACHER_PORTRAIT_SIZES);
    }
  }

  if (module === 'event') {
    for (const event of SAMPLE_EVENTS) {
      meta.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: event.text,
        startDate: nextOccurrence(event, now),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: event.place, address: settings.address },
        organizer: { '@type': 'EducationalOrganization', name: school, url: `${publicUrl}/` },
      });
    }
  }

  if (module === 'coming-soon') {
    const current = queryClient.getQueryData<SocialEventsResponse>(socialEventKeys.list())?.currentEvent;
    if (current) {
      if (current.imageUrl) meta.image = absolute(publicUrl, current.imageUrl);
      meta.imageAlt = current.title ?? 'Our next event';
      meta.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: current.title ?? `An event at ${school}`,
        startDate: isoOf(current.eventDate.seconds),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: school, address: settings.address },
        organizer: { '@type': 'EducationalOrganization', name: school, url: `${publicUrl}/` },
        ...(current.imageUrl ? { image: meta.image } : {}),
      });
    }
  }
  return meta;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head elements of a page, as HTML. */
export function pageMetaHtml(meta: PageMeta, siteName: string): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`,
    property('og:site_name', siteName),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonical),
    property('og:image', meta.image),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    named('twitter:image:alt', meta.imageAlt),
    ...(meta.leadImage
      ? [`<link rel="preload" as="image" type="image/webp" imagesrcset="${escapeHtml(meta.leadImage.srcset)}" imagesizes="${escapeHtml(meta.leadImage.sizes)}" fetchpriority="high" />`]
      : []),
    ...meta.jsonLd.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('\n    ');
}
