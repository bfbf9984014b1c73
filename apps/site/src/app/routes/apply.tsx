import type { PageHandle } from '@trailside/domain/site/site-pages';
import { myAccountQueryOptions } from '@trailside/ui/account/api/get-my-account';
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { ApplyForm } from '../../features/admissions/applications/apply-form';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Apply Online', sitemap: true };

/** A signed-in guardian's own details, for the form to type in; the server draws the page for a visitor. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, viewerId, onServer } = siteOf(args);
  if (!onServer && viewerId() !== null) await quietly(queryClient.ensureQueryData(myAccountQueryOptions(api)));
  return null;
}

export function Component() {
  return (
    <div className="page container">
      <PageHead description="Apply online to Trailside Montessori K-8: tell us about your family and each child, with a school report if you have one. No account needed." />
      <div className="card">
        <ApplyForm />
      </div>
      <p>
        Not ready to apply yet? <Link to="/contact-us">Ask us anything</Link> or look through <Link to="/classes">our classes and fees</Link>.
      </p>
    </div>
  );
}
