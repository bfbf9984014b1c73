import { Controller, Param, Req, Res } from '@nestjs/common';
import { CALENDAR_AUDIENCES, type CalendarAudience } from '@trailside/domain/calendar/calendar.types';
import { CALENDAR_MESSAGES } from '@trailside/domain/calendar/calendar.schema';
import { problem } from '../common/errors/problem';
import { ApiTags } from '@nestjs/swagger';
import { FEED_CONTENT_TYPES, FEED_ROUTES } from '@trailside/domain/feeds/feeds.contract';
import type { Request, Response } from 'express';
import { strongEtag } from '../common/http-cache/http-cache.service';
import { FeedsService } from './feeds.service';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

/** Feed readers, crawlers and calendar apps poll these; a few minutes old is fine, and a 304 is cheaper still. */
export const FEED_CACHE_CONTROL = 'public, max-age=300';

/** Sends `body` with a strong ETag, answering 304 when the caller already holds it. */
function sendFeed(request: Request, response: Response, type: string, body: string): void {
  response.setHeader('Content-Type', type);
  response.setHeader('Cache-Control', FEED_CACHE_CONTROL);
  response.setHeader('ETag', strongEtag(body));
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  response.send(body);
}

/** Outside /api (see UNPREFIXED_ROUTES): these are the site's own addresses, where crawlers and apps look. */
@ApiTags('feeds')
@Controller()
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.sitemap, access: 'public', produces: [FEED_CONTENT_TYPES.sitemap],
    summary: 'The sitemap', description: 'Every public page and every post, teacher, gallery group and announced event, with lastmod.',
  })
  async sitemap(@Req() request: Request, @Res() response: Response) {
    sendFeed(request, response, FEED_CONTENT_TYPES.sitemap, await this.feeds.sitemap());
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.robots, access: 'public', produces: [FEED_CONTENT_TYPES.robots],
    summary: 'robots.txt', description: 'Public pages allowed; admin, sign-in pages, the API and short links not; the sitemap\'s address.',
  })
  robots(@Req() request: Request, @Res() response: Response) {
    sendFeed(request, response, FEED_CONTENT_TYPES.robots, this.feeds.robots());
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.blogRss, access: 'public', produces: [FEED_CONTENT_TYPES.blogRss],
    summary: 'The blog as an RSS 2.0 feed', description: 'The 20 newest posts, newest first, each linking to its page.',
  })
  async blogRss(@Req() request: Request, @Res() response: Response) {
    sendFeed(request, response, FEED_CONTENT_TYPES.blogRss, await this.feeds.blogRss());
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.eventsCalendar, access: 'public', produces: [FEED_CONTENT_TYPES.calendar],
    summary: 'The school\'s events as an iCalendar feed to subscribe to',
    description:
      'Every event whose flyer is launched (coming and past), each two hours long from its date, at the school\'s address; and every calendar ' +
      'event, one VEVENT per date in UTC with a stable UID and SEQUENCE, skipped or deleted dates as STATUS:CANCELLED.',
  })
  async eventsCalendar(@Req() request: Request, @Res() response: Response) {
    sendFeed(request, response, FEED_CONTENT_TYPES.calendar, await this.feeds.eventsCalendar());
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.audienceCalendar, access: 'public', produces: [FEED_CONTENT_TYPES.calendar],
    summary: "One audience's calendar to subscribe to",
    description: `:audience is one of ${CALENDAR_AUDIENCES.join(', ')}: its calendar events and the whole school's, as in /events.ics; 404 for any other.`,
  })
  async audienceCalendar(@Param('audience') audience: string, @Req() request: Request, @Res() response: Response) {
    if (!(CALENDAR_AUDIENCES as readonly string[]).includes(audience)) throw problem(404, 'NOT_FOUND', CALENDAR_MESSAGES.audience);
    sendFeed(request, response, FEED_CONTENT_TYPES.calendar, await this.feeds.audienceCalendar(audience as CalendarAudience));
  }

  @Endpoint({
    method: 'GET', path: FEED_ROUTES.eventCalendar, access: 'public', produces: [FEED_CONTENT_TYPES.calendar],
    summary: 'One event as a calendar file ("Add to calendar")',
    description: 'A flyer, or a calendar event with all its dates. A download; 404 for an unknown or deleted event, or a flyer not announced yet.',
  })
  async eventCalendar(@Param('id') id: string, @Req() request: Request, @Res() response: Response) {
    const { file, name } = await this.feeds.eventCalendar(id);
    response.attachment(name);
    sendFeed(request, response, FEED_CONTENT_TYPES.calendar, file);
  }
}
