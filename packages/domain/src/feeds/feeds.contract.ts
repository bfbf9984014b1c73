/**
 * What the school publishes for search engines, feed readers and calendar apps. These answer on the site's own
 * addresses (not under /api), so a crawler finds /robots.txt and a calendar app subscribes to /events.ics.
 */
export const FEED_ROUTES = {
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  blogRss: 'rss.xml',
  eventsCalendar: 'events.ics',
  /** One event alone, for the "Add to calendar" download; `:id` is a flyer's or a calendar event's id. */
  eventCalendar: 'events/:id.ics',
  /** The calendar of one audience (its events and the whole school's), e.g. /calendar/primary.ics. */
  audienceCalendar: 'calendar/:audience.ics',
} as const;

export const FEED_CONTENT_TYPES = {
  sitemap: 'application/xml; charset=utf-8',
  robots: 'text/plain; charset=utf-8',
  blogRss: 'application/rss+xml; charset=utf-8',
  calendar: 'text/calendar; charset=utf-8',
} as const;

/** The address of every feed, as a path on the site (e.g. "/events.ics"). */
export const feedPath = (route: Exclude<keyof typeof FEED_ROUTES, 'eventCalendar' | 'audienceCalendar'>) => `/${FEED_ROUTES[route]}`;

/** Where one event's calendar file downloads from: every date of it, or with `date` ("2027-03-09") that date of a series alone. */
export const eventCalendarPath = (id: string, date?: string) =>
  `/${FEED_ROUTES.eventCalendar.replace(':id', encodeURIComponent(id))}${date ? `?date=${encodeURIComponent(date)}` : ''}`;

/** Where one audience's calendar feed is, e.g. "/calendar/primary.ics". */
export const audienceCalendarPath = (audience: string) => `/${FEED_ROUTES.audienceCalendar.replace(':audience', encodeURIComponent(audience))}`;

/**
 * A feed's address for calendar apps: `webcal:` opens the subscribe dialog of Apple Calendar, Outlook and
 * others; the https address is the one to paste into Google Calendar ("From URL").
 */
export const webcalUrlOf = (httpsUrl: string) => httpsUrl.replace(/^https?:/, 'webcal:');

/**
 * Addresses beside the pages that crawlers are asked to leave alone: the API and short links. The pages themselves say
 * whether they are for crawlers (their handle; the site's build lists them, packages/domain/src/site/site-pages.ts).
 */
export const CRAWLER_FREE_PATHS = ['/api/', '/s/'] as const;

/** The shareable address of each detail page (the pages also take their id from navigation state). */
export const DETAIL_PAGES = {
  blogPost: (id: string) => `/blog-details?id=${encodeURIComponent(id)}`,
  /** A page of one year of the blog's archive (the first without `&page=`); the archive's own address is its newest year. */
  blogYear: (year: number, page = 1) => `/blog-archive?year=${year}${page > 1 ? `&page=${page}` : ''}`,
  teacher: (id: string) => `/teachers-details?id=${encodeURIComponent(id)}`,
  galleryGroup: (label: string) => `/gallery-filter?group=${encodeURIComponent(label)}`,
  event: (id: string) => `/coming-soon?id=${encodeURIComponent(id)}`,
  /** One occurrence of a calendar event on the Events page: the event's id and its day. */
  calendarEvent: (eventId: string, date?: string) => `/event?id=${encodeURIComponent(eventId)}${date ? `&date=${encodeURIComponent(date)}` : ''}`,
} as const;
