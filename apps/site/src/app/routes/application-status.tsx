import type { PageHandle } from '@trailside/domain/site/site-pages';
import { applicationStatusQueryOptions } from '@trailside/ui/admissions/api/open-application';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { ApplicationStatus } from '../../features/admissions/applications/application-status';
import { BrokenLink, linkTokenOf } from '../../features/mail/components/link-outcome';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Your Application', clientOnly: true, needs: 'a link' };

/** The private link mailed to the guardian: opening it confirms the address the first time, then shows where things stand. */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  const token = linkTokenOf(new URL(args.request.url).searchParams);
  if (token) await quietly(queryClient.ensureQueryData(applicationStatusQueryOptions(api, token)));
  return null;
}

/** The page the private link opens (APPLICATION_STATUS_PAGE in the domain's contract). */
export function Component() {
  const [params] = useSearchParams();
  const token = linkTokenOf(params);
  return (
    <div className="page container">
      <PageHead description="Where your application to Trailside Montessori K-8 stands." />
      <div className="card">
        <h2>Your application</h2>
        {token ? <ApplicationStatus token={token} /> : <BrokenLink />}
        <p>
          Questions? <Link to="/contact-us">Write to the office</Link>.
        </p>
      </div>
    </div>
  );
}

