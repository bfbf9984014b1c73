import { ViewPage } from '../shell/view-page';

export function Component() {
  return <ViewPage view="media" intro="Pictures for the gallery, blog posts and teacher profiles: upload new ones and tidy away those you no longer need." />;
}
