import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { CALENDAR_ERRORS } from '@trailside/domain/calendar/calendar.messages';
import { CALENDAR_AUDIENCE_NAMES, type CalendarAudience } from '@trailside/domain/calendar/calendar.types';
import { occurrenceOn } from '@trailside/domain/calendar/occurrences';
import { nextDay } from '@trailside/domain/calendar/zoned-time';
import { audienceCalendarPath, CRAWLER_FREE_PATHS, DETAIL_PAGES, feedPath } from '@trailside/domain/feeds/feeds.contract';
import type { DatedContent } from '@trailside/domain/site/site-pages';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { BLOG_ARCHIVE_PAGE_SIZE, blogDateParts } from '@trailside/domain/blogs/blog.rules';
import { SOCIAL_EVENT_ERRORS } from '@trailside/domain/social-events/social-event.messages';
import { isLaunched } from '@trailside/domain/social-events/social-event.rules';
import { XMLBuilder } from 'fast-xml-parser';
import { type FeedDate, TIMELINE_AHEAD_DAYS, TIMELINE_PAST_DAYS, yielder } from '../calendar/calendar-timeline';
import { CalendarService } from '../calendar/calendar.service';
import { BlogPost } from '../blogs/blog.entity';
import { problem } from '../common/errors/problem';
import { CONFIG, type Config } from '../config/config';
import { GalleryImageRecord } from '../gallery/gallery-image.entity';
import { SettingsService } from '../settings/settings.service';
import { readSitePages } from '../site/site-pages';
import { SocialEventRecord } from '../social-events/social-event.entity';
import { TeacherRecord } from '../teachers/teacher.entity';
import type { BuiltFeed } from './feed-cache';
import { calendarHead, calendarText, eventLines, type IcsCalendar, type IcsEvent } from './ics-writer';

/** How many of the newest posts the blog's feed carries. */
export const RSS_ITEMS = 20;

/** A flyer gives only the start of an event; calendars show it this long. */
export const EVENT_LENGTH_MS = 2 * 3600_000;

/** How often calendar apps are asked to look for new events (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const CALENDAR_REFRESH_SECONDS = 6 * 3600;

/**
 * The most dates one calendar feed carries: the nearest to now when a calendar has more (fifty daily series over
 * three years are 55,000, and were 20 MB). About 1.5 MB; a school's real calendar is far inside it.
 */
export const FEED_MAX_DATES = 3_000;
const DAY_MS = 86_400_000;

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

const slugOf = (title: string | null) => (title ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'school-event';

/**
 * The site's sitemap, robots.txt, the blog's RSS 2.0 feed and the events' iCalendar feeds, built from the database
 * with absolute links on PUBLIC_URL (FeedCache keeps each until what it shows changes); the pages are the built
 * site's, as its build listed them from the route modules' handles. Reads only what anyone may
 * see: every post, teacher and gallery group, the events whose flyer is launched, and the calendar's dates.
 */
@Injectable()
export class FeedsService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly calendar: CalendarService,
  ) {}

  private url(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  private get host(): string {
    return new URL(this.config.publicUrl).hostname;
  }

  async sitemap(): Promise<BuiltFeed> {
    const [posts, teachers, pictures, events] = await Promise.all([
      this.em.find(BlogPost, {}, { fields: ['id', 'createdAt', 'updatedAt'], orderBy: { createdAt: 'desc', id: 'desc' } }),
      this.em.find(TeacherRecord, {}, { fields: ['id', 'updatedAt'], orderBy: { id: 'asc' } }),
      this.em.find(GalleryImageRecord, {}, { fields: ['groupLabel', 'createdAt'] }),
      this.launchedEvents(),
    ]);
    const groups = new Map<string, Date>();
    for (const picture of pictures) {
      const known = groups.get(picture.groupLabel);
      if (!known || known < picture.createdAt) groups.set(picture.groupLabel, picture.createdAt);
    }
    // Each page of each year of the blog's archive, newest first as the archive pages them (posts come newest first),
    // changed when a post on it last did.
    const archivePages = new Map<string, Date>();
    const countOfYear = new Map<number, number>();
    for (const post of posts) {
      const { year } = blogDateParts(timestampOf(post.createdAt));
      const count = (countOfYear.get(year) ?? 0) + 1;
      countOfYear.set(year, count);
      const loc = DETAIL_PAGES.blogYear(year, Math.ceil(count / BLOG_ARCHIVE_PAGE_SIZE));
      const known = archivePages.get(loc);
      if (!known || known < post.updatedAt) archivePages.set(loc, post.updatedAt);
    }
    // A list page changed when the newest of what it lists (its handle's cache tags) did.
    const newest: Record<DatedContent, Date | undefined> = {
      blogs: latest(posts.map((post) => post.updatedAt)),
      teachers: latest(teachers.map((teacher) => teacher.updatedAt)),
      gallery: latest([...groups.values()]),
      socialEvents: latest(events.map((event) => event.updatedAt)),
    };
    const pages = readSitePages(this.config.siteDir).filter((page) => page.sitemap);
    const entries: { loc: string; lastmod?: string }[] = [
      ...pages.map((page) => ({ loc: this.url(page.path), lastmod: lastmod(latest((page.cacheTags ?? []).flatMap((tag) => newest[tag] ?? []))) })),
      ...[...archivePages].map(([loc, changed]) => ({ loc: this.url(loc), lastmod: lastmod(changed) })),
      ...posts.map((post) => ({ loc: this.url(DETAIL_PAGES.blogPost(post.id)), lastmod: lastmod(post.updatedAt) })),
      ...teachers.map((teacher) => ({ loc: this.url(DETAIL_PAGES.teacher(teacher.id)), lastmod: lastmod(teacher.updatedAt) })),
      ...[...groups].map(([label, changed]) => ({ loc: this.url(DETAIL_PAGES.galleryGroup(label)), lastmod: lastmod(changed) })),
      ...events.map((event) => ({ loc: this.url(DETAIL_PAGES.event(event.id)), lastmod: lastmod(event.updatedAt) })),
    ];
    return {
      body: `<?xml version="1.0" encoding="UTF-8"?>\n${xml.build({
        urlset: { '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url: entries },
      })}`,
    };
  }

  robots(): Promise<BuiltFeed> {
    const body = ['User-agent: *', 'Allow: /', ...this.crawlerFreePaths().map((path) => `Disallow: ${path}`), '', `Sitemap: ${this.url(feedPath('sitemap'))}`, ''].join('\n');
    return Promise.resolve({ body });
  }

  /** The pages drawn for one person alone (a sign-in form, an account, a mail link's page), and the API and short links. */
  private crawlerFreePaths(): string[] {
    return [...readSitePages(this.config.siteDir).filter((page) => page.clientOnly).map((page) => page.path), ...CRAWLER_FREE_PATHS];
  }

  async blogRss(): Promise<BuiltFeed> {
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
    return {
      body: `<?xml version="1.0" encoding="UTF-8"?>\n${xml.build({
        rss: { '@_version': '2.0', '@_xmlns:atom': 'http://www.w3.org/2005/Atom', '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/', channel },
      })}`,
    };
  }

  /** Every launched flyer and the calendar's dates, for subscribing: coming ones and the ones already past, so a calendar keeps them. */
  async eventsCalendar(): Promise<BuiltFeed> {
    const { schoolName } = await this.settings.get();
    const dates = await this.feedDates({ audience: null });
    return this.calendarFeed(
      { name: `${schoolName} events`, description: `Open houses, concerts, no-school days and family days at ${schoolName}.`, path: feedPath('eventsCalendar') },
      await this.launchedEvents(),
      dates,
    );
  }

  /** One audience's calendar: its dates and the whole school's. */
  async audienceCalendar(audience: CalendarAudience): Promise<BuiltFeed> {
    const { schoolName } = await this.settings.get();
    const name = CALENDAR_AUDIENCE_NAMES[audience];
    return this.calendarFeed(
      { name: `${schoolName}: ${name}`, description: `The ${name} calendar of ${schoolName}, with the whole school's dates.`, path: audienceCalendarPath(audience) },
      [],
      await this.feedDates({ audience }),
    );
  }

  /**
   * One event alone, for "Add to calendar": a launched flyer, or a calendar event with all its dates, or with `date`
   * that date of it alone (the UID the feeds give it, so adding it and subscribing never double it); 404 for an
   * unknown, deleted or not yet announced one, or a date it does not have.
   */
  async eventCalendar(id: string, date?: string): Promise<BuiltFeed> {
    const { schoolName } = await this.settings.get();
    const named = (title: string | null) => ({ name: `${title ?? 'Our next event'} · ${schoolName}`, description: `${title ?? 'An event'} at ${schoolName}.`, path: feedPath('eventsCalendar') });
    const flyer = date === undefined ? await this.em.findOne(SocialEventRecord, { id }) : null;
    if (flyer && isLaunched({ launchDate: timestampOf(flyer.launchDate) })) return this.download(await this.calendarFeed(named(flyer.title), [flyer], []), flyer.title);
    const event = flyer ? null : await this.calendar.eventById(id);
    if (!event) throw problem(404, 'NOT_FOUND', flyer ? SOCIAL_EVENT_ERRORS.notFound : CALENDAR_ERRORS.notFound);
    if (date === undefined) return this.download(await this.calendarFeed(named(event.title), [], await this.feedDates({ audience: null, eventId: id })), event.title);
    const occurrence = occurrenceOn(event, date);
    if (!occurrence || event.skippedDates.includes(date)) throw problem(404, 'NOT_FOUND', CALENDAR_ERRORS.notADate);
    return this.download(await this.calendarFeed(named(event.title), [], [{ occurrence, event: { event, deletedAt: null }, cancelled: false }]), event.title);
  }

  private download(feed: BuiltFeed, title: string | null): BuiltFeed {
    return { ...feed, headers: { 'Content-Disposition': `attachment; filename="${slugOf(title)}.ics"` } };
  }

  private async feedDates(filter: { audience: CalendarAudience | null; eventId?: string }): Promise<FeedDate[]> {
    const now = Date.now();
    return (await this.calendar.timelineNow()).feedDates(filter, now - TIMELINE_PAST_DAYS * DAY_MS, now + TIMELINE_AHEAD_DAYS * DAY_MS, FEED_MAX_DATES, now);
  }

  private launchedEvents(): Promise<SocialEventRecord[]> {
    return this.em.find(SocialEventRecord, { launchDate: { $lte: new Date() } }, { orderBy: { eventDate: 'asc', id: 'asc' } });
  }

  /**
   * An iCalendar of flyers (each two hours from its start, at the school's address, linking to its flyer) and of
   * calendar dates, one VEVENT per date in UTC (so any parser gets the same instants, DST or not), all-day ones as
   * days. A series' date has the UID `<id>-<yyyymmdd>@host`, a single event `<id>@host`; SEQUENCE is the event's,
   * raised on every edit; a skipped date, or a date of a deleted event, is STATUS:CANCELLED, so a subscribed
   * calendar removes it. Written a few hundred dates at a time, letting other requests in between.
   */
  private async calendarFeed(feed: { name: string; description: string; path: string }, flyers: SocialEventRecord[], dates: FeedDate[]): Promise<BuiltFeed> {
    const { schoolName, address, timeZone } = await this.settings.get();
    const host = this.host;
    const calendar: IcsCalendar = {
      prodId: `${host}//school-events//EN`,
      name: feed.name,
      description: feed.description,
      url: this.url(feed.path),
      refreshSeconds: CALENDAR_REFRESH_SECONDS,
      timeZone,
    };
    const events: string[][] = flyers.map((flyer) => {
      const page = this.url(DETAIL_PAGES.event(flyer.id));
      return eventLines({
        // Stable across downloads, so adding the same event twice updates it rather than doubling it.
        uid: `${flyer.id}@${host}`,
        sequence: 0,
        status: null,
        stamp: flyer.updatedAt,
        start: flyer.eventDate,
        end: new Date(flyer.eventDate.getTime() + EVENT_LENGTH_MS),
        summary: flyer.title ?? `${schoolName} event`,
        description: `${flyer.title ?? 'Our next event'} at ${schoolName}. See the flyer and the countdown: ${page}`,
        location: address,
        url: page,
        created: flyer.createdAt,
        lastModified: flyer.updatedAt,
      });
    });
    const pause = yielder();
    for (const { occurrence, event: { event }, cancelled } of dates) {
      const page = this.url(DETAIL_PAGES.calendarEvent(event.id, occurrence.date));
      const at = (seconds: number) => new Date(seconds * 1000);
      const date: IcsEvent = {
        uid: `${event.id}${event.repeat ? `-${occurrence.date.replace(/-/g, '')}` : ''}@${host}`,
        sequence: event.sequence,
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
        stamp: at(event.updatedAt.seconds),
        start: event.allDay ? occurrence.start : at(occurrence.startsAt.seconds),
        end: event.allDay ? nextDay(occurrence.end) : at(occurrence.endsAt.seconds),
        summary: event.title,
        description: [event.description, `${CALENDAR_AUDIENCE_NAMES[event.audience]} · ${schoolName}: ${page}`].filter(Boolean).join('\n\n'),
        location: event.place || address,
        url: page,
        created: at(event.createdAt.seconds),
        lastModified: at(event.updatedAt.seconds),
      };
      events.push(eventLines(date));
      await pause();
    }
    return { body: calendarText(calendarHead(calendar), events) };
  }
}
