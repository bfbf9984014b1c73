import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { DETAIL_PAGES, feedPath, PRIVATE_PATHS, PUBLIC_PAGES } from '@trailside/domain/feeds/feeds.contract';
import { SOCIAL_EVENT_ERRORS } from '@trailside/domain/social-events/social-event.messages';
import { isLaunched } from '@trailside/domain/social-events/social-event.rules';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { XMLBuilder } from 'fast-xml-parser';
import ical from 'ical-generator';
import { BlogPost } from '../blogs/blog.entity';
import { problem } from '../common/errors/problem';
import { CONFIG, type Config } from '../config/config';
import { GalleryImageRecord } from '../gallery/gallery-image.entity';
import { SettingsService } from '../settings/settings.service';
import { SocialEventRecord } from '../social-events/social-event.entity';
import { TeacherRecord } from '../teachers/teacher.entity';

/** How many of the newest posts the blog's feed carries. */
export const RSS_ITEMS = 20;

/** A flyer gives only the start of an event; calendars show it this long. */
export const EVENT_LENGTH_MS = 2 * 3600_000;

/** How often calendar apps are asked to look for new events (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const CALENDAR_REFRESH_SECONDS = 6 * 3600;

/** The text of a post cut for a feed reader's preview, at a word, with an ellipsis. */
const EXCERPT_CHARS = 300;

const xml = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, suppressBooleanAttributes: false });

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), EXCERPT_CHARS / 2))}…`;
}

const latest = (dates: Date[]): Date | undefined => (dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined);

/** W3C date-time, as sitemaps want it. */
const lastmod = (date: Date | undefined) => date?.toISOString();

/**
 * The site's sitemap, robots.txt, the blog's RSS 2.0 feed and the events' iCalendar feed, built from the
 * database on each call, with absolute links on PUBLIC_URL. Reads only what anyone may see: every post,
 * teacher and gallery group, and the events whose flyer is launched.
 */
@Injectable()
export class FeedsService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
  ) {}

  private url(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  async sitemap(): Promise<string> {
    const [posts, teachers, pictures, events] = await Promise.all([
      this.em.find(BlogPost, {}, { fields: ['id', 'updatedAt'], orderBy: { createdAt: 'desc', id: 'asc' } }),
      this.em.find(TeacherRecord, {}, { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' } }),
      this.em.find(GalleryImageRecord, {}, { fields: ['groupLabel', 'createdAt'] }),
      this.launchedEvents(),
    ]);
    const groups = new Map<string, Date>();
    for (const picture of pictures) {
      const known = groups.get(picture.groupLabel);
      if (!known || known < picture.createdAt) groups.set(picture.groupLabel, picture.createdAt);
    }
    // A list page changed when the newest of what it lists did.
    const listChanged: Partial<Record<(typeof PUBLIC_PAGES)[number], Date | undefined>> = {
      '/blog-classic-grid': latest(posts.map((post) => post.updatedAt)),
      '/teachers': latest(teachers.map((teacher) => teacher.updatedAt)),
      '/gallery': latest([...groups.values()]),
      '/gallery-masonry': latest([...groups.values()]),
      '/gallery-filter': latest([...groups.values()]),
      '/coming-soon': latest(events.map((event) => event.updatedAt)),
    };
    const entries: { loc: string; lastmod?: string }[] = [
      ...PUBLIC_PAGES.map((path) => ({ loc: this.url(path), lastmod: lastmod(listChanged[path]) })),
      ...posts.map((post) => ({ loc: this.url(DETAIL_PAGES.blogPost(post.id)), lastmod: lastmod(post.updatedAt) })),
      ...teachers.map((teacher) => ({ loc: this.url(DETAIL_PAGES.teacher(teacher.id)), lastmod: lastmod(teacher.updatedAt) })),
      ...[...groups].map(([label, changed]) => ({ loc: this.url(DETAIL_PAGES.galleryGroup(label)), lastmod: lastmod(changed) })),
      ...events.map((event) => ({ loc: this.url(DETAIL_PAGES.event(event.id)), lastmod: lastmod(event.updatedAt) })),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n${xml.build({
      urlset: { '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url: entries },
    })}`;
  }

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.url(feedPath('sitemap'))}`,
      '',
    ].join('\n');
  }

  async blogRss(): Promise<string> {
    const [{ schoolName }, posts] = await Promise.all([
      this.settings.get(),
      this.em.find(BlogPost, {}, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: RSS_ITEMS }),
    ]);
    const channel = {
      title: `${schoolName} blog`,
      link: this.url('/blog-classic-grid'),
      description: `News and stories from the classrooms, gardens and trails of ${schoolName}.`,
      language: 'en',
      'atom:link': { '@_href': this.url(feedPath('blogRss')), '@_rel': 'self', '@_type': 'application/rss+xml' },
      ...(posts.length ? { lastBuildDate: latest(posts.map((post) => post.updatedAt))?.toUTCString(), pubDate: posts[0].createdAt.toUTCString() } : {}),
      item: posts.map((post) => ({
        title: post.title,
        link: this.url(DETAIL_PAGES.blogPost(post.id)),
        guid: { '#text': this.url(DETAIL_PAGES.blogPost(post.id)), '@_isPermaLink': 'true' },
        'dc:creator': post.author,
        pubDate: post.createdAt.toUTCString(),
        description: excerpt(post.text),
      })),
    };
    return `<?xml version="1.0" encoding="UTF-8"?>\n${xml.build({
      rss: { '@_version': '2.0', '@_xmlns:atom': 'http://www.w3.org/2005/Atom', '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/', channel },
    })}`;
  }

  /** Every launched event, for subscribing: coming ones and the ones already past, so a calendar keeps them. */
  async eventsCalendar(): Promise<string> {
    return this.calendarOf(await this.launchedEvents());
  }

  /** One launched event alone, for the flyer's "Add to calendar"; 404 for an unknown or not yet announced one. */
  async eventCalendar(id: string): Promise<{ file: string; name: string }> {
    const event = await this.em.findOne(SocialEventRecord, { id });
    if (!event || !isLaunched({ launchDate: timestampOf(event.launchDate) })) throw problem(404, 'NOT_FOUND', SOCIAL_EVENT_ERRORS.notFound);
    const slug = (event.title ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'school-event';
    return { file: await this.calendarOf([event]), name: `${slug}.ics` };
  }

  private launchedEvents(): Promise<SocialEventRecord[]> {
    return this.em.find(SocialEventRecord, { launchDate: { $lte: new Date() } }, { orderBy: { eventDate: 'asc', id: 'asc' } });
  }

  /** An iCalendar of `events`, each two hours from its start, at the school's address, linking to its flyer. */
  private async calendarOf(events: SocialEventRecord[]): Promise<string> {
    const { schoolName, address } = await this.settings.get();
    const host = new URL(this.config.publicUrl).hostname;
    const subscription = this.url(feedPath('eventsCalendar'));
    const calendar = ical({
      name: `${schoolName} events`,
      description: `Open houses, concerts and family days at ${schoolName}.`,
      prodId: { company: host, product: 'school-events', language: 'EN' },
      url: subscription,
      source: subscription,
      ttl: CALENDAR_REFRESH_SECONDS,
    });
    for (const event of events) {
      const page = this.url(DETAIL_PAGES.event(event.id));
      calendar.createEvent({
        // Stable across downloads, so adding the same event twice updates it rather than doubling it.
        id: `${event.id}@${host}`,
        start: event.eventDate,
        end: new Date(event.eventDate.getTime() + EVENT_LENGTH_MS),
        stamp: event.updatedAt,
        created: event.createdAt,
        lastModified: event.updatedAt,
        summary: event.title ?? `${schoolName} event`,
        description: `${event.title ?? 'Our next event'} at ${schoolName}. See the flyer and the countdown: ${page}`,
        location: address,
        url: page,
      });
    }
    return calendar.toString();
  }
}
