import type { PageHandle } from '@trailside/domain/site/site-pages';
import { errorMessageOf } from '@trailside/domain/api/errors';
import { MailChoices } from '@trailside/ui/mail/mail-choices';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHead } from '../../components/page-head';
import { mailPreferencesQueryOptions, useMailPreferences } from '@trailside/ui/mail/api/get-mail-preferences';
import { useUpdateMailPreferences } from '@trailside/ui/mail/api/update-mail-preferences';
import { quietly, siteOf } from '../site-context';
import { BrokenLink, linkTokenOf } from '../../features/mail/components/link-outcome';

export const handle: PageHandle = { title: 'Email Preferences', clientOnly: true, needs: 'a link' };

/** The choices of the address the link was mailed to, read before the page is drawn (a bad link: the page says so). */
export async function loader(args: LoaderFunctionArgs) {
  const { queryClient, api } = siteOf(args);
  const token = linkTokenOf(new URL(args.request.url).searchParams);
  if (token) await quietly(queryClient.ensureQueryData(mailPreferencesQueryOptions(api, token)));
  return null;
}

/** What an address gets, from any mail's link: no password, and only the address that link was mailed to. */
export function Component() {
  const [params] = useSearchParams();
  const token = linkTokenOf(params);
  return (
    <div className="page container mail-page">
      <PageHead description="Choose what Trailside Montessori K-8 sends you by e-mail." />
      <div className="card">
        <h2>What we send you</h2>
        {token ? (
          <Preferences token={token} />
        ) : (
          <BrokenLink />
        )}
      </div>
    </div>
  );
}

function Preferences({ token }: { token: string }) {
  const preferences = useMailPreferences(token);
  const saving = useUpdateMailPreferences();
  if (preferences.isPending) return <Spinner label="Loading your choices" />;
  if (preferences.isError) {
    return (
      <p className="field__error" role="alert">
        {errorMessageOf(preferences.error)}
      </p>
    );
  }
  return (
    <>
      <p>
        For <strong>{preferences.data.email}</strong>. Tick what you would like, untick what you would not, and save.
      </p>
      <MailChoices key={JSON.stringify(preferences.data)} preferences={preferences.data} busy={saving.isPending} onSave={(change) => saving.mutate({ token, ...change })} />
    </>
  );
}
