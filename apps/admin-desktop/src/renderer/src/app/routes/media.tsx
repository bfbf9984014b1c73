import { MediaView } from '../../features/media/media-view';
import { useServerAddress } from '../server-address';
import { ViewPage } from '../shell/view-page';

export function Component() {
  const { serverUrl } = useServerAddress();
  return (
    <ViewPage view="media" intro="Pictures for the gallery, blog posts, teachers and flyers: upload new ones and tidy away those you no longer need.">
      <MediaView serverUrl={serverUrl} />
    </ViewPage>
  );
}
