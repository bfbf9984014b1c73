import { MediaView } from '../../features/media/media-view';
import { ViewPage } from '../shell/view-page';

export function Component() {
  return (
    <ViewPage view="media" intro="Pictures for the gallery, blog posts, teachers and flyers: upload new ones and tidy away those you no longer need.">
      <MediaView />
    </ViewPage>
  );
}
