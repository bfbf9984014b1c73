import { SettingsView } from '../../features/settings/settings-view';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view="settings" intro="The school's details the website shows on every page: name, phone, email, address, hours and links.">
      <SettingsView />
    </ViewPage>
  );
}
