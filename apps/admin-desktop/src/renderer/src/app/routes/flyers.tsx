import { FLYER_TEXTS } from '../../features/flyers/flyer-texts';
import { FlyersView } from '../../features/flyers/flyers-view';
import { useServerAddress } from '../server-address';
import { ViewPage } from '../shell/view-page';

export function Component() {
  const { serverUrl } = useServerAddress();
  return (
    <ViewPage view="flyers" intro={FLYER_TEXTS.intro}>
      <FlyersView serverUrl={serverUrl} />
    </ViewPage>
  );
}
