import type { PageHandle } from '@trailside/domain/site/site-pages';
import { useAuth } from '@trailside/ui/auth/auth-provider';
import { myMailPreferencesQueryOptions } from '@trailside/ui/mail/api/get-my-mail-preferences';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { MyMail } from '../../features/mail/components/my-mail';
import { SubscribeForm } from '../../features/mail/components/subscribe-form';
import { quietly, siteOf } from '../site-context';

export const handle: PageHandle = { title: 'Subscribe', sitemap: true };

/**
 * A signed-in family's own choices, read before the page is drawn in the browser. The server draws the page for a
 * visitor (nobody is signed in there): the form and the promise, the same for everyone.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api, viewerId } = siteOf(args);
  const viewer = viewerId();
  if (viewer) await quietly(queryClient.ensureQueryData(myMailPreferencesQueryOptions(api, viewer)));
  return null;
}

export function Component() {
  const { session } = useAuth();
  return (
    <div className="page container mail-page">
      <PageHead description="News, the weekly letter and urgent notices from Trailside Montessori K-8, by e-mail. No tracking, and a link to stop in every e-mail." />
      <div className="card">
        <SubscribeForm />
      </div>
      {session && (
        <div className="card">
          <MyMail />
        </div>
      )}
      <div className="card">
        <h2>Our promise</h2>
        <p>
          We never track whether you open our e-mails or which links you follow, and every picture in them comes from our own
          website. Each e-mail says why you get it, and one click on its unsubscribe link stops it.
        </p>
      </div>
    </div>
  );
}
