import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CALENDAR_MESSAGES, type EventFileQuery, eventFileQuerySchema } from '@trailside/domain/calendar/calendar.schema';
import { CALENDAR_AUDIENCES, type CalendarAudience } from '@trailside/domain/calendar/calendar.types';
import { FEED_CONTENT_TYPES, FEED_ROUTES, feedPath } from '@trailside/domain/feeds/feeds.contract';
import { DATED_CONTENT } from '@trailside/domain/site/site-pages';
import type { Request, Response } from 'express';
import { problem } from '../common/errors/problem';
import { Endpoint } from '../common/endpoint/endpoint.decorator';
import { queryParams } from '../common/validation/query-params';
import type { CacheTag } from '../common/http-cache/cache-tags';
import { type BuiltFeed, FeedCache } from './feed-cache';
import { FeedsService } from './feeds.service';

/** What the calendar feeds show: the calendar's dates, the flyers (in /events.ics and a flyer's file) and the school's name and address. */
const CALENDAR_TAGS: CacheTag[] = ['calendar', 'socialEvents', 'settings'];

/**
 * Outside /api (see UNPREFIXED_ROUTES): these are the site's own addresses, where crawlers and apps look. Each is
 * kept (FeedCache) until what it shows changes, under the key of what it is: a query string of anything else does
 * not make another copy to build.
 */
@ApiTags('feeds')
@Controller()
export class FeedsController {
  constructor(
    private readonly feeds: FeedsService,
    private readonly cache: FeedCache,
  ) {}

  private serve(request: Request, response: Response, key: string, type: string, tags: CacheTag[], build: () => Promise<BuiltFeed>): Promise<void> {
    return this.cache.serve(request, response, { key, type, tags, build });
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.sitemap, access: 'public', produces: [FEED_CONTENT_TYPES.sitemap],
    summary: 'The sitemap', description: 'Every public page and every post, teacher, gallery group and announced event, with lastmod.',
  })
  sitemap(@Req() request: Request, @Res() response: Response) {
    return this.serve(request, response, feedPath('sitemap'), FEED_CONTENT_TYPES.sitemap, [...DATED_CONTENT], () => this.feeds.sitemap());
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.robots, access: 'public', produces: [FEED_CONTENT_TYPES.robots],
    summary: 'robots.txt', description: 'Public pages allowed; admin, sign-in pages, the API and short links not; the sitemap\'s address.',
  })
  robots(@Req() request: Request, @Res() response: Response) {
    return this.serve(request, response, feedPath('robots'), FEED_CONTENT_TYPES.robots, [], () => this.feeds.robots());
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.blogRss, access: 'public', produces: [FEED_CONTENT_TYPES.blogRss],
    summary: 'The blog as an RSS 2.0 feed', description: 'The 20 newest posts, newest first, each linking to its page.',
  })
  blogRss(@Req() request: Request, @Res() response: Response) {
    return this.serve(request, response, feedPath('blogRss'), FEED_CONTENT_TYPES.blogRss, ['blogs', 'settings'], () => this.feeds.blogRss());
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.eventsCalendar, access: 'public', produces: [FEED_CONTENT_TYPES.calendar],
    summary: 'The school\'s events as an iCalendar feed to subscribe to',
    description:
      'Every event whose flyer is launched (coming and past), each two hours long from its date, at the school\'s address; and the calendar\'s ' +
      'dates from a year back to two years ahead (the 3,000 nearest now when there are more), one VEVENT per date in UTC with a stable UID and ' +
      'SEQUENCE, skipped dates and the coming dates of an event deleted in the last 30 days as STATUS:CANCELLED.',
  })
  eventsCalendar(@Req() request: Request, @Res() response: Response) {
    return this.serve(request, response, feedPath('eventsCalendar'), FEED_CONTENT_TYPES.calendar, CALENDAR_TAGS, () => this.feeds.eventsCalendar());
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.audienceCalendar, access: 'public', produces: [FEED_CONTENT_TYPES.calendar],
    summary: "One audience's calendar to subscribe to",
    description: `:audience is one of ${CALENDAR_AUDIENCES.join(', ')}: its calendar dates and the whole school's, as in /events.ics; 404 for any other.`,
  })
  audienceCalendar(@Param('audience') audience: string, @Req() request: Request, @Res() response: Response) {
    if (!(CALENDAR_AUDIENCES as readonly string[]).includes(audience)) throw problem(404, 'NOT_FOUND', CALENDAR_MESSAGES.audience);
    return this.serve(request, response, `/calendar/${audience}.ics`, FEED_CONTENT_TYPES.calendar, CALENDAR_TAGS, () =>
      this.feeds.audienceCalendar(audience as CalendarAudience),
    );
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.eventCalendar, access: 'public', produces: [FEED_CONTENT_TYPES.calendar],
    query: queryParams(eventFileQuerySchema, { date: 'One date of a series ("2027-03-09"); without it, every date.' }),
    summary: 'One event as a calendar file ("Add to calendar")',
    description:
      'A flyer, or a calendar event with all its dates, or with ?date=2027-03-09 that date of a series alone. A download; 404 for an unknown or ' +
      'deleted event, a flyer not announced yet, or a date the event does not have.',
  })
  eventCalendar(@Param('id') id: string, @Query() { date }: EventFileQuery, @Req() request: Request, @Res() response: Response) {
    const key = `/events/${encodeURIComponent(id)}.ics${date ? `?date=${date}` : ''}`;
    return this.serve(request, response, key, FEED_CONTENT_TYPES.calendar, CALENDAR_TAGS, () => this.feeds.eventCalendar(id, date));
  }
}
