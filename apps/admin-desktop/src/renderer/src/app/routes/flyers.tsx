import { ViewPage } from '../shell/view-page';

export function Component() {
  return <ViewPage view="flyers" intro="Event flyers for the home page: when each one appears, and the event date its countdown runs to." />;
}
