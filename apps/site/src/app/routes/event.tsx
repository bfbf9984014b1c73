import type { PageHandle } from '@trailside/domain/site/site-pages';
import { calendarEventQueryOptions, useCalendarEvent } from '@trailside/ui/calendar/api/get-calendar-event';
import { occurrencesQueryOptions, useOccurrences } from '@trailside/ui/calendar/api/get-occurrences';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { useContext } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead, PublicUrlContext } from '../../components/page-head';
import { CalendarEventDetail } from '../../features/events/components/calendar-event-detail';
import { CalendarEvents, eventsQueryOf, occurrencesQueryOf, type EventsQuery } from '../../features/events/components/calendar-events';
import { eventsJsonLd } from '../../features/events/event-json-ld';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Events', sitemap: true };

const DESCRIPTION = 'Picnics, harvest days, concerts, no-school days and early dismissals: the Trailside Montessori K-8 school calendar.';

/** One event when the address names it (?id=, a shareable link), else the page of dates its query asks for. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  const params = new URL(args.request.url).searchParams;
  const id = params.get('id');
  if (id) await quietly(queryClient.ensureQueryData(calendarEventQueryOptions(api, id)));
  else await quietly(queryClient.ensureQueryData(occurrencesQueryOptions(api, occurrencesQueryOf(eventsQueryOf(params)))));
  return null;
}

/** The search params of an Events page query, leaving out what is the default. */
function searchOf(query: EventsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.when === 'past') params.set('when', 'past');
  if (query.audience) params.set('audience', query.audience);
  if (query.kind) params.set('kind', query.kind);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The school calendar, a page of dates at a time, each an Event for search engines. */
function EventsPage({ query }: { query: EventsQuery }) {
  const [, setSearchParams] = useSearchParams();
  const publicUrl = useContext(PublicUrlContext);
  const settings = useSiteSettings();
  const { data } = useOccurrences(occurrencesQueryOf(query));
  const search = searchOf(query).toString();
  return (
    <>
      <PageHead
        description={DESCRIPTION}
        canonicalPath={`/event${search ? `?${search}` : ''}`}
        jsonLd={eventsJsonLd(data?.occurrences ?? [], publicUrl, settings.schoolName, settings.address)}
      />
      <CalendarEvents query={query} onQueryChange={(next) => setSearchParams(searchOf(next))} siteUrl={publicUrl} />
    </>
  );
}

/** One event at its shareable address, shared as itself. */
function EventPage({ id, date }: { id: string; date?: string }) {
  const publicUrl = useContext(PublicUrlContext);
  const settings = useSiteSettings();
  const { data } = useCalendarEvent(id);
  const shown = data?.occurrences.find((occurrence) => occurrence.date === date) ?? data?.occurrences[0];
  return (
    <>
      <PageHead
        title={data?.event.title}
        description={data?.event.description || DESCRIPTION}
        canonicalPath={`/event?id=${encodeURIComponent(id)}${date ? `&date=${encodeURIComponent(date)}` : ''}`}
        jsonLd={shown ? eventsJsonLd([shown], publicUrl, settings.schoolName, settings.address) : []}
      />
      <CalendarEventDetail id={id} date={date} />
    </>
  );
}

/** /event: the school's calendar (issue 25), in place of the spec's six sample events, which are now its seed. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <div className="page container">{id ? <EventPage id={id} date={params.get('date') ?? undefined} /> : <EventsPage query={eventsQueryOf(params)} />}</div>;
}
