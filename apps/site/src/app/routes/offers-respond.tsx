import { offerForFamilyQueryOptions } from '@trailside/ui/admissions/api/get-offer-for-family';
import { OfferAnswer } from '@trailside/ui/admissions/offer-answer';
import type { PageHandle } from '@trailside/domain/site/site-pages';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { BrokenLink, linkTokenOf } from '../../features/mail/components/link-outcome';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Your Offer of a Place', clientOnly: true, needs: 'a link' };

/** The offer, in the cache before the page draws; only in the browser, so the link's secret never reaches the server's renderer. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, onServer } = siteOf(args);
  const token = linkTokenOf(new URL(args.request.url).searchParams);
  if (!onServer && token) await quietly(queryClient.ensureQueryData(offerForFamilyQueryOptions(api, token)));
  return null;
}

/** The page an offer's mail links to: the place offered, and the family's answer. */
export function Component() {
  const [params] = useSearchParams();
  const token = linkTokenOf(params);
  return (
    <div className="page container">
      <PageHead description="Your child's offer of a place at Trailside Montessori K-8." noIndex />
      <div className="card">
        <h2>Your offer of a place</h2>
        {token ? <OfferAnswer token={token} /> : <BrokenLink />}
      </div>
    </div>
  );
}
