import type { PageHandle } from '@trailside/domain/site/site-pages';
import { managedBookingQueryOptions } from '@trailside/ui/admissions/api/get-managed-booking';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { ManageVisit } from '../../features/admissions/visits/components/manage-visit';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Your Visit', clientOnly: true, needs: 'a link' };

/** The link's booking, in the cache before the page draws; only in the browser, so the token never reaches the server's renderer. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, onServer } = siteOf(args);
  const token = new URL(args.request.url).searchParams.get('token');
  if (!onServer && token) await quietly(queryClient.ensureQueryData(managedBookingQueryOptions(api, token)));
  return null;
}

/** /visits/manage?token=...: the page a booking's mails link to, to see, move or cancel it without an account. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <div className="page container visits-page">
      <PageHead description="See, move or cancel your visit to Trailside Montessori K-8." noIndex />
      <div className="card">
        <ManageVisit token={params.get('token') ?? ''} />
      </div>
    </div>
  );
}
