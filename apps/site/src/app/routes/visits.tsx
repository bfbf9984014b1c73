import type { PageHandle } from '@trailside/domain/site/site-pages';
import { visitTimesQueryOptions } from '@trailside/ui/admissions/api/get-visit-times';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { VisitTimes } from '../../features/admissions/visits/components/visit-times';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Book a Visit', sitemap: true };

/** The coming times, in the cache before the page is drawn: the server's page lists them, places left and all. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  await quietly(queryClient.ensureQueryData(visitTimesQueryOptions(api)));
  return null;
}

/** /visits (issue 41): families choose a tour, a classroom observation or an open house and book it. */
export function Component() {
  return (
    <div className="page container visits-page">
      <PageHead description="Book a school tour, a classroom observation or an open house at Trailside Montessori K-8: see the children at work and ask us anything." />
      <div className="card">
        <h2>Come and see us</h2>
        <p>
          The best way to know whether Trailside is right for your child is to see a class at work. Choose a time below: a
          school tour with our head of school, a quiet hour observing a classroom, or one of our open houses. We will send you
          a confirmation with a link to move or cancel your visit, and a reminder the day before.
        </p>
      </div>
      <div className="card">
        <VisitTimes />
      </div>
    </div>
  );
}
