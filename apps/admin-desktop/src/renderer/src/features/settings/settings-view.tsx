import { errorMessageOf } from '@trailside/domain/api/errors';
import { useApi } from '@trailside/ui/api/api-provider';
import { siteSettingsQueryOptions } from '@trailside/ui/settings/api/get-site-settings';
import { Spinner } from '@trailside/ui/spinner/spinner';
import { useQuery } from '@tanstack/react-query';
import { useAccountPolicy } from '@trailside/ui/account/api/get-account-policy';
import { AccountSettingsForm } from './account-settings-form';
import { SiteSettingsForm } from './site-settings-form';

/** The Site settings view: the school's details as they are now, to edit. Never the seeded defaults in their place. */
export function SettingsView() {
  // Fresh each time the view opens: someone may have changed them from another console.
  const settings = useQuery({ ...siteSettingsQueryOptions(useApi()), staleTime: 0 });
  const policy = useAccountPolicy();
  if (settings.data) {
    return (
      <>
        <SiteSettingsForm settings={settings.data} />
        {policy.data && <AccountSettingsForm key={JSON.stringify(policy.data)} policy={policy.data} />}
      </>
    );
  }
  if (settings.isError) {
    return (
      <p className="notice" role="alert">
        We could not load the school's details: {errorMessageOf(settings.error)}
      </p>
    );
  }
  return <Spinner label="Loading the school's details" />;
}
