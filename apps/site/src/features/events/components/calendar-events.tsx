import { dateBadgeOf, dayText, whenText } from '@trailside/domain/calendar/calendar-text';
import { CALENDAR_EMPTY } from '@trailside/domain/calendar/calendar.messages';
import {
  CALENDAR_AUDIENCE_FOR,
  CALENDAR_AUDIENCES,
  CALENDAR_KIND_NAMES,
  CALENDAR_KINDS,
  type CalendarAudience,
  type CalendarKind,
  type CalendarOccurrence,
} from '@trailside/domain/calendar/calendar.types';
import { DETAIL_PAGES, eventCalendarPath } from '@trailside/domain/feeds/feeds.contract';
import { AudienceOptions, KindOptions } from '@trailside/ui/calendar/calendar-options';
import { useOccurrences } from '@trailside/ui/calendar/api/get-occurrences';
import { Pagination } from '@trailside/ui/pagination/pagination';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { useId, useRef } from 'react';
import { SubscribeLinks } from './subscribe-links';
import { Link } from 'react-router-dom';
import './event-list.css';
import './calendar-events.css';

/** What the Events page shows, as its URL says it: /event?when=past&audience=primary&kind=no-school&page=2. */
export interface EventsQuery {
  page: number;
  when: 'upcoming' | 'past';
  audience?: CalendarAudience;
  kind?: CalendarKind;
}

/** Reads the Events page's query from its URL's search params, ignoring anything it does not know. */
export function eventsQueryOf(params: URLSearchParams): EventsQuery {
  const page = Number(params.get('page'));
  const audience = params.get('audience');
  const kind = params.get('kind');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    audience: (CALENDAR_AUDIENCES as readonly string[]).includes(audience ?? '') ? (audience as CalendarAudience) : undefined,
    kind: (CALENDAR_KINDS as readonly string[]).includes(kind ?? '') ? (kind as CalendarKind) : undefined,
  };
}

/** The Events page's request for `query` (the route's loader fills the cache with `occurrencesQueryOptions(api, ...)` of this). */
export const occurrencesQueryOf = (query: EventsQuery) => ({ page: query.page, when: query.when, audience: query.audience, kind: query.kind });

interface CalendarEventsProps {
  query: EventsQuery;
  /** The route puts the new query in the URL (a filter or a page chosen). */
  onQueryChange: (query: EventsQuery) => void;
  /** The site's own address (PUBLIC_URL), for the subscribe links. */
  siteUrl: string;
  /** The page's path, where the filter form sends its choices without scripts: "/event". */
  path?: string;
}

/**
 * The Events page (issue 25): the school's calendar with the spec's look (date badges, title, time, place,
 * text), upcoming dates first and the past a choice away, filtered by audience and kind, paged by the spec's
 * control; each date with "Add to calendar" and its own address; and "Subscribe". The filter is a plain GET
 * form, so it works before the page's scripts have loaded.
 */
export function CalendarEvents({ query, onQueryChange, siteUrl, path = '/event' }: CalendarEventsProps) {
  const { data, isPending, isError } = useOccurrences(occurrencesQueryOf(query));
  const listRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const change = (next: Partial<EventsQuery>) => onQueryChange({ ...query, page: 1, ...next });

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} ref={listRef} tabIndex={-1} className="section-title section-title--start">
        {query.when === 'past' ? 'Past events' : 'What’s on at school'}
      </h2>
      <p className="events__intro">
        Gatherings, class trips, no-school days and early dismissals, kept up to date by the office. Everyone is welcome at our
        family events, including families thinking of joining us.
      </p>
      <form
        className="events-filter"
        method="get"
        action={path}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          onQueryChange(eventsQueryOf(new URLSearchParams([...form.entries()].map(([name, value]) => [name, String(value)]))));
        }}
      >
        <label className="events-filter__field">
          <span>Show</span>
          <select name="when" value={query.when} onChange={(event) => change({ when: event.target.value as EventsQuery['when'] })}>
            <option value="upcoming">Upcoming events</option>
            <option value="past">Past events</option>
          </select>
        </label>
        <label className="events-filter__field">
          <span>For</span>
          <select name="audience" value={query.audience ?? ''} onChange={(event) => change({ audience: (event.target.value || undefined) as CalendarAudience | undefined })}>
            <option value="">Everyone</option>
            <AudienceOptions />
          </select>
        </label>
        <label className="events-filter__field">
          <span>Kind</span>
          <select name="kind" value={query.kind ?? ''} onChange={(event) => change({ kind: (event.target.value || undefined) as CalendarKind | undefined })}>
            <option value="">All kinds</option>
            <KindOptions />
          </select>
        </label>
        <noscript>
          <button type="submit" className="events-filter__submit">
            Show events
          </button>
        </noscript>
      </form>

      {isError && !data && <p className="events__empty">We could not load the calendar just now. Please try again in a moment.</p>}
      {isPending && !data && <p className="events__empty">Loading the calendar…</p>}
      {data && data.occurrences.length === 0 && <EmptyCalendar query={query} path={path} />}
      {data && data.occurrences.length > 0 && (
        <ul className="events" aria-busy={isPending}>
          {data.occurrences.map((occurrence) => (
            <CalendarEventItem key={occurrence.id} occurrence={occurrence} />
          ))}
        </ul>
      )}
      {data && data.pageCount > 1 && (
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          label="Event pages"
          onChange={(page) => {
            onQueryChange({ ...query, page });
            // Keyboard and screen-reader users start again at the top of the new page of events.
            listRef.current?.focus();
          }}
        />
      )}
      <SubscribeLinks siteUrl={siteUrl} audience={query.audience} />
    </section>
  );
}

/**
 * What an empty page says: the calendar has nothing (yet), or only nothing of what the filter chose, with the
 * way back to every event (a link, so it works before the scripts have loaded).
 */
function EmptyCalendar({ query, path }: { query: EventsQuery; path: string }) {
  const past = query.when === 'past';
  if (!query.audience && !query.kind) return <p className="events__empty">{past ? CALENDAR_EMPTY.past : CALENDAR_EMPTY.upcoming}</p>;
  return (
    <p className="events__empty">
      {past ? CALENDAR_EMPTY.pastFiltered : CALENDAR_EMPTY.upcomingFiltered} <Link to={past ? `${path}?when=past` : path}>{CALENDAR_EMPTY.showAll}</Link>
    </p>
  );
}

/**
 * One date on the calendar, as the spec's sample showed events: a date badge, title, when (with its weekday, on
 * the school's clock whatever zone the event was made in) and where, whom it is for, its text. A date of a series
 * can go into a calendar app alone or with every date of the series, and each link says which.
 */
export function CalendarEventItem({ occurrence }: { occurrence: CalendarOccurrence }) {
  const { timeZone } = useSiteSettings();
  const badge = dateBadgeOf(occurrence, timeZone);
  return (
    <li className={`event event--${occurrence.kind}`}>
      <p className="event__date" aria-hidden="true">
        <span className="event__day">{badge.day}</span>
        <span className="event__month">{badge.month}</span>
      </p>
      <div className="event__body">
        <h3 className="event__title">
          <Link to={DETAIL_PAGES.calendarEvent(occurrence.eventId, occurrence.date)}>{occurrence.title}</Link>
        </h3>
        <p className="event__meta">
          {whenText(occurrence, timeZone)}
          {occurrence.place && ` · ${occurrence.place}`}
        </p>
        <p className="event__for">
          {CALENDAR_AUDIENCE_FOR[occurrence.audience]}
          {occurrence.kind !== 'event' && <span className="event__kind">{CALENDAR_KIND_NAMES[occurrence.kind]}</span>}
        </p>
        {occurrence.description && <p>{occurrence.description}</p>}
        <p className="event__actions">
          {occurrence.recurring ? (
            <>
              <a href={eventCalendarPath(occurrence.eventId, occurrence.date)} download aria-label={`Add ${occurrence.title} on ${dayText(occurrence.date)} to your calendar`}>
                Add this date to your calendar
              </a>
              <a href={eventCalendarPath(occurrence.eventId)} download aria-label={`Add every date of ${occurrence.title} to your calendar`}>
                Add every date
              </a>
            </>
          ) : (
            <a href={eventCalendarPath(occurrence.eventId)} download aria-label={`Add ${occurrence.title} to your calendar`}>
              Add to calendar
            </a>
          )}
          {occurrence.linkUrl && (
            <a href={occurrence.linkUrl} rel="noopener">
              More about it
            </a>
          )}
        </p>
      </div>
    </li>
  );
}
