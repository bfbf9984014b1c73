import type { PageHandle } from '@trailside/domain/site/site-pages';
import type { SocialEvent } from '@trailside/domain/social-events/social-event.types';
import { socialEventsQueryOptions, useSocialEvents } from '@trailside/ui/social-events/api/get-social-events';
import { useSiteSettings } from '@trailside/ui/settings/api/get-site-settings';
import { useContext } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageHead, PublicUrlContext, usePictureUrl } from '../../components/page-head';
import { ComingSoon } from '../../features/social-events/components/coming-soon';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Coming Soon', sitemap: true, cacheTags: ['socialEvents'] };

/** Every flyer, and which is the current event (the server decides what is launched and expired). */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  await quietly(queryClient.ensureQueryData(socialEventsQueryOptions(api)));
  return null;
}

/** The next event, shared with its flyer and as an Event for search engines. */
function ComingSoonHead({ event }: { event: SocialEvent | null | undefined }) {
  const publicUrl = useContext(PublicUrlContext);
  const pictureUrl = usePictureUrl();
  const settings = useSiteSettings();
  const description = 'The next open house, concert or family day at Trailside Montessori K-8, with a countdown to the day.';
  if (!event) return <PageHead description={description} />;
  const school = settings.schoolName;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title ?? `An event at ${school}`,
    startDate: new Date(event.eventDate.seconds * 1000).toISOString(),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: school, address: settings.address },
    organizer: { '@type': 'EducationalOrganization', name: school, url: `${publicUrl}/` },
    ...(event.imageUrl ? { image: pictureUrl(event.imageUrl) } : {}),
  };
  return (
    <PageHead
      description={description}
      picture={event.imageUrl ? { url: event.imageUrl, alt: event.title ?? 'Our next event' } : undefined}
      jsonLd={[jsonLd]}
    />
  );
}

/** Spec section 2: /coming-soon, without the breadcrumb banner. */
export function Component() {
  const { data } = useSocialEvents();
  return (
    <>
      <ComingSoonHead event={data?.currentEvent} />
      <ComingSoon />
    </>
  );
}
