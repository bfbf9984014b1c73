import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { DETAIL_PAGES, feedPath, PRIVATE_PATHS, PUBLIC_PAGES } from '@trailside/domain/feeds/feeds.contract';
import { SOCIAL_EVENT_ERRORS } from '@trailside/domain/social-events/social-event.messages';
import { isLaunched } from '@trailside/domain/social-events/social-event.rules';
import { timestampOf } from '@trailside/domain/api/timestamp';
import { XMLBuilder } from 'fast-xml-parser';
import ical, { type ICalCalendar, ICalEventStatus } from 'ical-generator';
import { CALENDAR_AUDIENCE_NAMES, type CalendarAudience } from '@trailside/domain/calendar/calendar.types';
import { CALENDAR_ERRORS } from '@trailside/domain/calendar/calendar.messages';
import { audienceCalendarPath } from '@trailside/domain/feeds/feeds.contract';
import { eachOccurrence } from '@trailside/domain/calendar/occurrences';
import type { CalendarOccurrence } from '@trailside/domain/calendar/calendar.types';
import { nextDay } from '@trailside/domain/calendar/zoned-time';
import { CalendarEventRecord } from '../calendar/calendar-event.entity';
import { CalendarService } from '../calendar/calendar.service';
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

/** How far back the calendar feeds keep occurrences, so a subscribed calendar still shows this school year's past. */
const FEED_PAST_DAYS = 366;
/** How far ahead they list a series without an end. */
const FEED_AHEAD_DAYS = 731;
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
    private readonly calendar: CalendarService,
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

  /** Every launched flyer and every calendar event, for subscribing: coming ones and the ones already past, so a calendar keeps them. */
  async eventsCalendar(): Promise<string> {
    const calendar = await this.calendarOf(await this.launchedEvents());
    await this.addCalendarEvents(calendar, await this.calendar.forFeed(null));
    return calendar.toString();
  }

  /** One audience's calendar: its events and the whole school's. */
  async audienceCalendar(audience: CalendarAudience): Promise<string> {
    const calendar = await this.calendarOf([], { audience, path: audienceCalendarPath(audience) });
    await this.addCalendarEvents(calendar, await this.calendar.forFeed(audience));
    return calendar.toString();
  }

  /**
   * One event alone, for "Add to calendar": a launched flyer, or a calendar event with all its dates; 404 for an
   * unknown, deleted or not yet announced one.
   */
  async eventCalendar(id: string): Promise<{ file: string; name: string }> {
    const slugOf = (title: string | null) => (title ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'school-event';
    const flyer = await this.em.findOne(SocialEventRecord, { id });
    if (flyer && isLaunched({ launchDate: timestampOf(flyer.launchDate) })) {
      return { file: (await this.calendarOf([flyer])).toString(), name: `${slugOf(flyer.title)}.ics` };
    }
    const event = flyer ? null : await this.em.findOne(CalendarEventRecord, { id, deletedAt: null });
    if (!event) throw problem(404, 'NOT_FOUND', flyer ? SOCIAL_EVENT_ERRORS.notFound : CALENDAR_ERRORS.notFound);
    const calendar = await this.calendarOf([]);
    await this.addCalendarEvents(calendar, [event]);
    return { file: calendar.toString(), name: `${slugOf(event.title)}.ics` };
  }

  /**
   * Calendar events as one VEVENT per occurrence, each in UTC (so any parser gets the same instants, DST or
   * not), all-day ones as dates. A series' occurrence has the UID `<id>-<yyyymmdd>@host`, a single event
   * `<id>@host`; SEQUENCE is the event's, raised on every edit. A skipped date, or every date of a deleted
   * event, is sent as STATUS:CANCELLED, so a subscribed calendar removes it.
   */
  private async addCalendarEvents(calendar: ICalCalendar, records: CalendarEventRecord[]): Promise<void> {
    const { schoolName, address } = await this.settings.get();
    const host = new URL(this.config.publicUrl).hostname;
    const now = Date.now();
    const from = new Date(now - FEED_PAST_DAYS * DAY_MS);
    const to = new Date(now + FEED_AHEAD_DAYS * DAY_MS);
    for (const record of records) {
      const source = this.calendar.source(record);
      const cancelled = record.deletedAt !== null;
      const add = (occurrence: CalendarOccurrence, status: ICalEventStatus) => {
        const page = this.url(DETAIL_PAGES.calendarEvent(record.id, occurrence.date));
        const day = (text: string) => new Date(`${text}T00:00:00Z`);
        calendar.createEvent({
          id: `${record.id}${record.repeatRule ? `-${occurrence.date.replace(/-/g, '')}` : ''}@${host}`,
          sequence: record.sequence,
          status,
          allDay: record.allDay,
          start: record.allDay ? day(occurrence.start) : new Date(occurrence.startsAt.seconds * 1000),
          end: record.allDay ? day(nextDay(occurrence.end)) : new Date(occurrence.endsAt.seconds * 1000),
          stamp: record.updatedAt,
          created: record.createdAt,
          lastModified: record.updatedAt,
          summary: record.title,
          description: [record.description, `${CALENDAR_AUDIENCE_NAMES[record.audience as CalendarAudience]} · ${schoolName}: ${page}`].filter(Boolean).join('\n\n'),
          location: record.place || address,
          url: page,
        });
      };
      eachOccurrence(source, from, to, (occurrence, skipped) => {
        add(occurrence, cancelled || skipped ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED);
        return true;
      });
    }
  }

  private launchedEvents(): Promise<SocialEventRecord[]> {
    return this.em.find(SocialEventRecord, { launchDate: { $lte: new Date() } }, { orderBy: { eventDate: 'asc', id: 'asc' } });
  }

  /**
   * An iCalendar of flyers' `events`, each two hours from its start, at the school's address, linking to its
   * flyer; named for one audience when given. X-WR-TIMEZONE names the school's zone (every time is in UTC).
   */
  private async calendarOf(events: SocialEventRecord[], feed?: { audience: CalendarAudience; path: string }): Promise<ICalCalendar> {
    const { schoolName, address, timeZone } = await this.settings.get();
    const host = new URL(this.config.publicUrl).hostname;
    const subscription = this.url(feed?.path ?? feedPath('eventsCalendar'));
    const calendar = ical({
      name: feed ? `${schoolName}: ${CALENDAR_AUDIENCE_NAMES[feed.audience]}` : `${schoolName} events`,
      description: feed
        ? `The ${CALENDAR_AUDIENCE_NAMES[feed.audience]} calendar of ${schoolName}, with the whole school's dates.`
        : `Open houses, concerts, no-school days and family days at ${schoolName}.`,
      prodId: { company: host, product: 'school-events', language: 'EN' },
      url: subscription,
      source: subscription,
      ttl: CALENDAR_REFRESH_SECONDS,
      x: { 'X-WR-TIMEZONE': timeZone },
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
    return calendar;
  }
}
