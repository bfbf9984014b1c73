import { ViewPage } from '../shell/view-page';

export function Component() {
  return <ViewPage view="enquiries" intro="Messages sent from the website's contact and FAQ forms, newest first, so nobody waits long for an answer." />;
}
