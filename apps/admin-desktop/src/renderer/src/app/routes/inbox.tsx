import { ViewPage } from '../shell/view-page';

export function Component() {
  return <ViewPage view="inbox" intro="New comments and testimonials from families wait here until you approve them for the website or turn them down." />;
}
