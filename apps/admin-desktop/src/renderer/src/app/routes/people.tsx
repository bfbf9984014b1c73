import { PeopleView } from '../../features/people/people-view';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view="people" intro="Staff and family accounts: create accounts and choose who may look after the website.">
      <PeopleView />
    </ViewPage>
  );
}
